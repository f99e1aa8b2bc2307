import { Ban, CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const LEADING_EMOJI = /^(\p{Extended_Pictographic}\uFE0F?)\s*/u;

/** Splits a message such as "❌ Gagal menghapus akun" into its leading emoji and the words. */
export function splitLeadingEmoji(text: string): { emoji: string | null; words: string } {
  const match = LEADING_EMOJI.exec(text);
  return match ? { emoji: match[1]!, words: text.slice(match[0].length) } : { emoji: null, words: text };
}

/**
 * A message whose spec wording starts with an emoji ("✅ …", "❌ …", "🚫 No data found."). The emoji stays in
 * the text and in the accessible name (the spec's wording, copied and searched as it is) but is not painted: a
 * machine without an emoji font would draw a box. `icon` stands in for it on screen.
 */
export function SpecText({ text, icon }: { text: string; icon?: ReactNode }) {
  const { emoji, words } = splitLeadingEmoji(text);
  if (!emoji) return <>{text}</>;
  return (
    <>
      <span className="sr-only">{`${emoji} `}</span>
      {icon}
      {words}
    </>
  );
}

const ICONS: Record<string, typeof Ban> = {
  '🚫': Ban,
  '❗': CircleAlert,
  '✅': CircleCheck,
  '❌': CircleX,
  ℹ️: Info,
};

/** `SpecText` with the icon that stands for its emoji, where the text is not already inside a toned notice. */
export function SpecTextWithIcon({ text }: { text: string }) {
  const { emoji } = splitLeadingEmoji(text);
  const Icon = emoji ? ICONS[emoji] : undefined;
  return (
    <span className="inline-flex items-center gap-2">
      <SpecText
        text={text}
        icon={Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : undefined}
      />
    </span>
  );
}
