import { matchDay, scoreNames } from '@rekon/reconcile';
import { evaluate, generateDays } from './packages/reconcile/src/testing/day-generator';
const g = generateDays({ seed: 20260605, days: 7, boPerDay: 4000 });
const r = matchDay(g.input);
const e = evaluate(g, r);
const bo = new Map(g.input.bo.map((x) => [x.id, x]));
const mu = new Map(g.input.mutasi.map((x) => [x.id, x]));
const pairedBo = new Map(r.pairs.map((p) => [p.boId, p]));
const pairedMu = new Map(r.pairs.map((p) => [p.mutasiId, p]));
const contested = new Set(r.contested.flatMap((c) => c.boIds));
const counts = new Map<string, number>();
const samples = new Map<string, string[]>();
for (const [b, m] of g.truth) {
  if (pairedBo.has(b)) continue;
  const labels = g.labels.get(b) ?? [];
  if (labels.includes('typo-amount')) continue;
  const req = bo.get(b)!; const cr = mu.get(m)!;
  let why = contested.has(b) ? 'contested' : pairedMu.has(m) ? 'credit-taken' : 'unpaired';
  const key = `${labels.filter(l=>l!=='untimed').join('+')}|${why}|${cr.time===null?'untimed':'timed'}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  const s = samples.get(key) ?? []; if (s.length < 3) s.push(`${req.holderName} / ${cr.name} / ${req.playerBank} ${cr.wallet ?? ''} score=${scoreNames(req.holderName, cr.name)} ${req.businessDate} ${req.time} ${cr.date} ${cr.time}`); samples.set(key, s);
}
for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) { console.log(v, k); for (const s of samples.get(k)!) console.log('    ', s); }
