import type { NameTable } from '../name-table';
import { scoreRows, type PreparedBo, type PreparedMutasi } from '../prepare';
import { gapSeconds } from '../time';
import type { ContestDraft, PassOutcome } from './outcome';

function referenceKey(site: string, kind: 'R' | 'T', value: string, amountCents: number): string {
  return `${site}\u0001${kind}\u0001${value}\u0001${amountCents}`;
}

export interface RefOutcome extends PassOutcome {
  /** Rows that share a reference with more than one row: kept from the later passes and left to the checker. */
  held: { bo: Set<PreparedBo>; mutasi: Set<PreparedMutasi> };
}

/**
 * REF: a BO reference (player_ref / own ref, wd_ref_code / own ref code) equal to a statement row's transaction
 * id, or the BO ticket equal to the ticket a gateway row names, on the same website with an equal amount.
 * A reference identifies one transaction, so a pair is made only when each side has exactly one such
 * partner; several rows sharing one reference are a data problem a checker must see, and they are held.
 */
export function runRefPass(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
): RefOutcome {
  const index = new Map<string, PreparedMutasi[]>();
  const add = (key: string, row: PreparedMutasi) => {
    const list = index.get(key);
    if (list) list.push(row);
    else index.set(key, [row]);
  };
  // The references and tickets statement rows carry, as they are: most requests carry a ticket no statement row
  // names, and are passed over without building their keys.
  const values = new Set<string>();
  for (const row of mutasi) {
    if (row.isFee) continue;
    if (row.reference !== null) add(referenceKey(row.site, 'R', row.reference, row.amountCents), row);
    if (row.ticket !== null) add(referenceKey(row.site, 'T', row.ticket, row.amountCents), row);
    if (row.reference !== null) values.add(row.reference);
    if (row.ticket !== null) values.add(row.ticket);
  }
  if (index.size === 0) return { pairs: [], contested: [], held: { bo: new Set(), mutasi: new Set() } };

  const partnersOfBo = new Map<PreparedBo, Map<PreparedMutasi, string>>();
  const partnersOfMutasi = new Map<PreparedMutasi, Set<PreparedBo>>();
  for (const row of bo) {
    if (!row.references.some((reference) => values.has(reference)) && !values.has(row.ticket ?? '')) continue;
    const keys = row.references.map((reference) => ({
      key: referenceKey(row.site, 'R', reference, row.amountCents),
      viaReference: true,
    }));
    if (row.ticket !== null) {
      keys.push({ key: referenceKey(row.site, 'T', row.ticket, row.amountCents), viaReference: false });
    }
    for (const { key, viaReference } of keys) {
      for (const partner of index.get(key) ?? []) {
        let partners = partnersOfBo.get(row);
        if (!partners) partnersOfBo.set(row, (partners = new Map<PreparedMutasi, string>()));
        // The transaction id reads better in a reason than the ticket, so it wins when both link the rows.
        const text = viaReference ? partner.row.reference!.trim() : partner.row.ticket!.trim();
        if (!partners.has(partner) || viaReference) partners.set(partner, text);
        let back = partnersOfMutasi.get(partner);
        if (!back) partnersOfMutasi.set(partner, (back = new Set()));
        back.add(row);
      }
    }
  }

  const outcome: RefOutcome = { pairs: [], contested: [], held: { bo: new Set(), mutasi: new Set() } };
  for (const [row, partners] of partnersOfBo) {
    const [partner, text] = [...partners][0]!;
    if (partners.size === 1 && partnersOfMutasi.get(partner)!.size === 1) {
      outcome.pairs.push({
        bo: row,
        mutasi: partner,
        pass: 'REF',
        score: scoreRows(names, row, partner),
        gapSeconds: gapSeconds(row.day, row.seconds, partner.day, partner.seconds),
        reason: `REF ${text}`,
      });
      continue;
    }
    outcome.held.bo.add(row);
    for (const other of partners.keys()) outcome.held.mutasi.add(other);
  }
  for (const group of heldGroups(outcome.held.bo, partnersOfBo, names)) outcome.contested.push(group);
  return outcome;
}

/** Held rows linked by a shared reference form one group, so the checker sees every row of a reference. */
function heldGroups(
  heldBo: ReadonlySet<PreparedBo>,
  partnersOfBo: ReadonlyMap<PreparedBo, ReadonlyMap<PreparedMutasi, string>>,
  names: NameTable,
): ContestDraft[] {
  const parent = new Map<object, object>();
  const find = (node: object): object => {
    while (parent.get(node) !== node) node = parent.get(node)!;
    return node;
  };
  for (const row of heldBo) {
    if (!parent.has(row)) parent.set(row, row);
    for (const partner of partnersOfBo.get(row)!.keys()) {
      if (!parent.has(partner)) parent.set(partner, partner);
      const a = find(row);
      const b = find(partner);
      if (a !== b) parent.set(a, b);
    }
  }
  const groups = new Map<object, ContestDraft>();
  for (const row of [...heldBo].sort((a, b) => a.rank - b.rank)) {
    const root = find(row);
    let group = groups.get(root);
    if (!group) {
      group = {
        pass: 'REF',
        bo: [],
        mutasi: [],
        candidates: [],
        reason: 'referensi yang sama dipakai lebih dari satu baris: pilih manual',
      };
      groups.set(root, group);
    }
    group.bo.push(row);
    for (const partner of partnersOfBo.get(row)!.keys()) {
      if (!group.mutasi.includes(partner)) group.mutasi.push(partner);
      group.candidates.push({
        bo: row,
        mutasi: partner,
        score: scoreRows(names, row, partner),
        gapSeconds: gapSeconds(row.day, row.seconds, partner.day, partner.seconds),
      });
    }
  }
  for (const group of groups.values()) group.mutasi.sort((a, b) => a.rank - b.rank);
  return [...groups.values()];
}
