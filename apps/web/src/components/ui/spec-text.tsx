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
  const lang = isEnglishSpecText(words) ? 'en' : undefined;
  if (!emoji) return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
  return (
    <>
      <span className="sr-only">{`${emoji} `}</span>
      {icon}
      {lang ? <span lang={lang}>{words}</span> : words}
    </>
  );
}

// The spec's English sentences among its messages (section 8), so a screen reader reads them in English on an
// Indonesian page. Single words and labels ("Search", "Export CSV") are the desk's own vocabulary (decision 048).
const ENGLISH_SPEC_TEXTS = [
  /^No data( found\.)?$/,
  /^Username not found in this period\.$/,
  /^Please select a bank and file\.$/,
  /^File converted and downloaded successfully!$/,
  /^Conversion failed\.$/,
  /^IP format is invalid\./,
];

/** Whether a message is one of the spec's English sentences. */
export const isEnglishSpecText = (words: string) => ENGLISH_SPEC_TEXTS.some((pattern) => pattern.test(words));

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
