import { Card } from './card';
import { Notice } from './notice';

/** The body of a screen whose own issue has not landed yet: its card and a plain notice. */
export function ScreenPending({ card }: { card: string }) {
  return (
    <Card title={card}>
      <Notice tone="info">Layar ini sedang disiapkan dan hadir bersama issue-nya.</Notice>
    </Card>
  );
}
