/**
 * Realistic reconciliation days with known truth, for the property tests and bench/reconcile.bench.ts: who
 * really paid which request. Test support only, not exported from the package.
 *
 * Each website has deposit accounts whose statements carry times (Mandiri, BNI) or only dates (BCA, which also
 * cuts names to 18 characters and posts transfers made just before midnight on the next day) and withdraw
 * accounts. Players have a holder name (some share it with another player), a bank or an e-wallet, favourite
 * amounts and an activity level, so one amount draws crowds and busy players repeat themselves. Around the
 * normal flow the generator sprinkles what makes reconciliation hard: requests whose money never came,
 * credits nobody asked for, amounts typed wrong in the panel, wallet payouts without a player name, QRIS
 * payments known by reference, name variants, namesakes, midnight crossings and bank fee rows.
 */
import { addDays } from '@rekon/contracts';
import { scoreNormalizedNames, UNIQUE_MIN_SCORE } from '../names';
import { matchingAmountCents } from '../prepare';
import type { BoRow, DataBankAccount, MatchInput, MutasiRow, RowId, Side } from '../types';
import {
  BANKS,
  DEPOSIT_AMOUNTS,
  LAST,
  QRIS_AMOUNTS,
  THOUSAND,
  WALLETS,
  WITHDRAW_AMOUNTS,
  clock,
  createRandom,
  holderName,
  mixedCase,
  nameForm,
  nameVariant,
  typoAmount,
} from './people-and-money';
import { type RequestOnAccount, indexLookalikes, looksLikeAnotherRequest } from './lookalikes';
import type { Account, Player, TruthLabel } from './day-types';

export interface DayGeneratorOptions {
  seed: number;
  days: number;
  /** BO rows per day over all websites. */
  boPerDay: number;
  websites?: number;
  startDate?: string;
  rates?: Partial<GeneratorRates>;
}

export interface GeneratorRates {
  /** Share of requests approved in the panel whose money never reached the account. */
  missingCounterpart: number;
  /** Credits nobody asked for, as a share of requests. */
  orphanCredit: number;
  /** Requests whose amount was typed wrong in the panel. */
  typoAmount: number;
  /** Requests paid by QRIS (known by reference, no Data Bank account). */
  qris: number;
  /** Requests that are withdrawals. */
  withdraw: number;
  /** Players who share their holder name with another player. */
  namesake: number;
  /** Statement names that differ from the holder name (initial, missing MUHAMMAD, a slip). */
  nameVariant: number;
  /**
   * Everyday name forms a careful checker reads as the holder (reconcile.md "Name"): one slipped letter in a long
   * name, a leading MUHAMMAD written MUH, MOCH, MOH, M or left out, a title in front (counted in a bank's cut).
   */
  nameForm: number;
  /** Share of transfers whose description names the sending bank (BI-FAST codes, in-bank transfers). */
  channelNamed: number;
  /** Players who pay from an account in another person's name (a spouse's): no name can tell it. */
  alias: number;
  /** Of those, the share whose other name a checker already taught Rekon (learned names). */
  aliasLearned: number;
  /** Bank fee rows per account and day. */
  feesPerAccountDay: number;
}

const DEFAULT_RATES: GeneratorRates = {
  missingCounterpart: 0.012,
  orphanCredit: 0.01,
  typoAmount: 0.006,
  qris: 0.08,
  withdraw: 0.25,
  namesake: 0.05,
  nameVariant: 0.02,
  nameForm: 0.08,
  channelNamed: 0.7,
  alias: 0.02,
  aliasLearned: 0.6,
  feesPerAccountDay: 2,
};

export interface GeneratedDays {
  input: MatchInput;
  /** BO id → the statement row that really carries its money; absent when the money never came. */
  truth: Map<RowId, RowId>;
  /** Statement row id → the player who sent or received that money, when it was a player. */
  payers: Map<RowId, { username: string; holder: string }>;
  /** Accounts whose statements cut names to 18 characters (BCA). */
  cutsNames: Set<RowId>;
  labels: Map<RowId, TruthLabel[]>;
}

/** The names a checker taught Rekon for this player's account: the other name, whole and as BCA cuts it. */
function learnedOf(player: Player): string[] | null {
  if (!player.alias?.learned) return null;
  return [player.alias.name, player.alias.name.slice(0, 18).trim()];
}

export function generateDays(options: DayGeneratorOptions): GeneratedDays {
  const random = createRandom(options.seed);
  const rates = { ...DEFAULT_RATES, ...options.rates };
  const startDate = options.startDate ?? '2026-06-01';
  const websiteCount = options.websites ?? 2;
  const websites = Array.from(
    { length: websiteCount },
    (_, index) => ['ABC', 'XYZ', 'DEF', 'GHI', 'JKL'][index] ?? `W${index}`,
  );

  let nextAccountId = 1;
  const accounts: Account[] = [];
  const addAccount = (website: string, side: Side, bank: string, timed: boolean) => {
    const account: Account = {
      id: nextAccountId++,
      website,
      side,
      bank,
      accountName: holderName(random),
      accountNumber: String(random.int(1_000_000_000, 9_999_999_999)),
      timed,
      bcaStyle: bank === 'BCA',
    };
    accounts.push(account);
    return account;
  };
  const depositAccounts = new Map<string, Account[]>();
  const withdrawAccounts = new Map<string, Account[]>();
  for (const website of websites) {
    depositAccounts.set(website, [
      addAccount(website, 'DEPO', 'BCA', false),
      addAccount(website, 'DEPO', 'MANDIRI', true),
      addAccount(website, 'DEPO', 'BNI', true),
    ]);
    withdrawAccounts.set(website, [
      addAccount(website, 'WD', 'BCA', false),
      addAccount(website, 'WD', 'BRI', true),
    ]);
  }

  // Activity is heavy-tailed: a few players deposit many times a day, most now and then.
  const playersPerWebsite = Math.max(
    20,
    Math.round((options.boPerDay * Math.min(options.days, 10)) / websiteCount / 6),
  );
  const players = new Map<string, { list: Player[]; cumulative: Float64Array }>();
  let usernameCounter = 0;
  for (const website of websites) {
    const list: Player[] = [];
    const cumulative = new Float64Array(playersPerWebsite);
    let total = 0;
    for (let index = 0; index < playersPerWebsite; index++) {
      const isNamesake = list.length > 0 && random.chance(rates.namesake);
      const holder = isNamesake ? random.pick(list).holder : holderName(random);
      const wallet = random.chance(0.12) ? random.pick(WALLETS) : null;
      const player: Player = {
        website,
        username: `${holder.split(' ')[0]!.toLowerCase()}${(usernameCounter++).toString(36)}`,
        holder,
        holderInPanel: random.chance(0.2) ? mixedCase(holder) : holder,
        bank: wallet ? wallet[0] : random.pick(BANKS),
        wallet,
        favourites: [random.pick(DEPOSIT_AMOUNTS), random.pick(DEPOSIT_AMOUNTS)],
        isNamesake,
        alias:
          !wallet && random.chance(rates.alias)
            ? { name: holderName(random), learned: random.chance(rates.aliasLearned) }
            : null,
      };
      list.push(player);
      total += 1 / (1 + index * 0.05) + random.next();
      cumulative[index] = total;
    }
    // The other name an account prints is nobody's among the website's players: were it one, no data could tell
    // that player's request from the payer's money, and no checker could either.
    const holdersByWord = new Map<string, string[]>();
    for (const player of list) {
      for (const word of new Set(player.holder.split(' '))) {
        const holders = holdersByWord.get(word);
        if (holders) holders.push(player.holder);
        else holdersByWord.set(word, [player.holder]);
      }
    }
    const readsLikeAPlayer = (name: string) =>
      name
        .split(' ')
        .some((word) =>
          (holdersByWord.get(word) ?? []).some(
            (holder) => scoreNormalizedNames(name, holder) >= UNIQUE_MIN_SCORE,
          ),
        );
    for (const player of list) {
      if (!player.alias) continue;
      let name = player.alias.name;
      for (let attempt = 0; attempt < 20 && readsLikeAPlayer(name); attempt++)
        name = `${holderName(random)} ${random.pick(LAST)}`;
      player.alias = readsLikeAPlayer(name) ? null : { ...player.alias, name };
    }
    players.set(website, { list, cumulative });
  }
  const pickPlayer = (website: string): Player => {
    const { list, cumulative } = players.get(website)!;
    const target = random.next() * cumulative[cumulative.length - 1]!;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return list[low]!;
  };

  const bo: BoRow[] = [];
  const mutasi: MutasiRow[] = [];
  const truth = new Map<RowId, RowId>();
  const payers = new Map<RowId, { username: string; holder: string }>();
  const requestLookalikes: RequestOnAccount[] = [];
  const labels = new Map<RowId, TruthLabel[]>();
  let nextBoId = 1;
  let nextMutasiId = 1;
  let ticketCounter = 6_100_000;

  const dateOf = (dayIndex: number) => addDays(startDate, dayIndex);
  /** A seconds offset from the start of day 0 as a Jakarta date and time. */
  const at = (absoluteSeconds: number) => ({
    date: dateOf(Math.floor(absoluteSeconds / 86_400)),
    time: clock(((absoluteSeconds % 86_400) + 86_400) % 86_400),
  });

  // The description names the other bank for an in-bank transfer always, for a transfer from another bank often.
  const channelOf = (player: Player, account: Account): string | null =>
    player.bank === account.bank || random.chance(rates.channelNamed) ? player.bank : null;

  const statementRow = (
    account: Account,
    amountCents: number,
    absoluteSeconds: number,
    name: string | null,
    extra: Partial<MutasiRow> = {},
  ): { row: MutasiRow; midnight: boolean; truncated: boolean } => {
    const when = at(absoluteSeconds);
    let date = when.date;
    let midnight = false;
    if (account.bcaStyle && when.time >= '23:55:00') {
      date = addDays(date, 1);
      midnight = true;
    }
    const printed = name !== null && account.bcaStyle ? name.slice(0, 18).trim() : name;
    const row: MutasiRow = {
      id: nextMutasiId++,
      side: account.side,
      website: account.website,
      accountId: account.id,
      amountCents,
      date,
      time: account.timed ? when.time : null,
      name: printed,
      reference: null,
      isFee: false,
      ...extra,
    };
    return { row, midnight, truncated: printed !== null && name !== null && printed !== name };
  };

  for (let dayIndex = 0; dayIndex < options.days; dayIndex++) {
    for (const website of websites) {
      const requests = Math.round(options.boPerDay / websiteCount);
      for (let n = 0; n < requests; n++) {
        const player = pickPlayer(website);
        const isWithdraw = random.chance(rates.withdraw);
        const requestAt =
          dayIndex * 86_400 +
          (random.chance(0.04) ? random.int(86_400 - 900, 86_399) : random.int(0, 86_399));
        const approveAt = requestAt + random.int(30, 600);
        const approve = at(approveAt);
        const ticket = `${isWithdraw ? 'W' : 'D'}${ticketCounter++}`;
        const rowLabels: TruthLabel[] = [];
        if (player.isNamesake) rowLabels.push('namesake');
        if (approve.date !== dateOf(dayIndex)) rowLabels.push('midnight');

        if (isWithdraw) {
          const account = random.pick(withdrawAccounts.get(website)!);
          const amount = random.pick(WITHDRAW_AMOUNTS) * THOUSAND;
          const fee = random.pick([0, 0, 0, 250_000, 650_000]);
          const nett = fee === 0 ? (random.chance(0.5) ? 0 : amount) : amount - fee;
          const request: BoRow = {
            id: nextBoId++,
            side: 'WD',
            website,
            ticket,
            amountCents: amount,
            nettAmountCents: nett,
            businessDate: approve.date,
            time: approve.time,
            username: player.username,
            holderName: player.holderInPanel,
            playerBank: player.bank,
            learnedNames: learnedOf(player),
            corporateBank: `${account.bank}|${account.accountName}|${account.accountNumber}`,
            ref: `WD${random.hex(10)}`,
            ownRef: null,
          };
          bo.push(request);
          rowLabels.push('withdraw');
          if (random.chance(rates.missingCounterpart)) {
            labels.set(request.id, [...rowLabels, 'missing']);
            continue;
          }
          const paidAt = approveAt + random.int(60, 1800);
          const debit = statementRow(account, matchingAmountCents(request), paidAt, player.holder, {
            channel: channelOf(player, account),
          });
          mutasi.push(debit.row);
          truth.set(request.id, debit.row.id);
          payers.set(debit.row.id, { username: player.username, holder: player.holder });
          if (debit.truncated) rowLabels.push('truncated');
          if (!account.timed) rowLabels.push('untimed');
          labels.set(request.id, rowLabels);
          continue;
        }

        const isQris = random.chance(rates.qris);
        const amount =
          (isQris
            ? random.pick(QRIS_AMOUNTS)
            : random.chance(0.7)
              ? random.pick(player.favourites)
              : random.pick(DEPOSIT_AMOUNTS)) * THOUSAND;
        const typo = random.chance(rates.typoAmount);
        const account = random.pick(depositAccounts.get(website)!);
        const reference = isQris
          ? `${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}`
          : null;
        const request: BoRow = {
          id: nextBoId++,
          side: 'DEPO',
          website,
          ticket,
          amountCents: typo ? typoAmount(random, amount) : amount,
          nettAmountCents: null,
          businessDate: approve.date,
          time: approve.time,
          username: player.username,
          holderName: player.holderInPanel,
          playerBank: isQris ? 'QRIS' : player.bank,
          learnedNames: learnedOf(player),
          corporateBank: isQris
            ? `QRIS|QRIS ${website}|1`
            : random.chance(0.1)
              ? `${account.bank}|${account.accountName}`
              : `${account.bank}|${account.accountName}|${account.accountNumber}`,
          ref: reference,
          ownRef: null,
        };
        bo.push(request);
        if (!isQris) requestLookalikes.push({ request, player, account });
        if (typo) rowLabels.push('typo-amount');
        if (random.chance(rates.missingCounterpart)) {
          labels.set(request.id, [...rowLabels, 'missing']);
          continue;
        }
        const paidAt = requestAt + random.int(5, Math.max(6, approveAt - requestAt));
        let credit: { row: MutasiRow; midnight: boolean; truncated: boolean };
        if (isQris) {
          const when = at(paidAt);
          credit = {
            row: {
              id: nextMutasiId++,
              side: 'DEPO',
              website,
              accountId: null,
              amountCents: amount,
              date: when.date,
              time: when.time,
              name: player.holder,
              reference: reference!,
              ticket: random.chance(0.5) ? ticket : null,
              isFee: false,
            },
            midnight: false,
            truncated: false,
          };
          rowLabels.push('qris');
        } else if (player.wallet) {
          const [wallet, company] = player.wallet;
          credit = statementRow(account, amount, paidAt, null, {
            name: random.chance(0.5) ? `${random.hex(16).toUpperCase()} ${company}` : null,
            wallet,
          });
          rowLabels.push('wallet');
        } else {
          let printed = player.holder;
          if (player.alias) {
            printed = player.alias.name;
            rowLabels.push(player.alias.learned ? 'learned' : 'alias');
          } else if (random.chance(rates.nameForm)) {
            const form = nameForm(random, player.holder);
            if (form) {
              printed = form.printed;
              rowLabels.push(form.label);
            }
          } else if (random.chance(rates.nameVariant)) {
            printed = nameVariant(random, player.holder);
            if (printed !== player.holder) rowLabels.push('variant');
          }
          credit = statementRow(account, amount, paidAt, printed, { channel: channelOf(player, account) });
          rowLabels.push('transfer');
        }
        if (credit.midnight && !rowLabels.includes('midnight')) rowLabels.push('midnight');
        if (credit.truncated) rowLabels.push('truncated');
        if (!isQris && !account.timed) rowLabels.push('untimed');
        mutasi.push(credit.row);
        truth.set(request.id, credit.row.id);
        payers.set(credit.row.id, { username: player.username, holder: player.holder });
        labels.set(request.id, rowLabels);
      }
    }
  }

  // Money nobody asked for, after every request exists: a transfer by someone (often a player) with no request,
  // or a wallet payout. One that a checker could not tell from another player's request (a name scoring 0.5 or
  // more with that request's, or the same wallet, on its account and amount within a day) is drawn again: the
  // truth must be in the data, or no engine and no checker could find it.
  const lookalikes = indexLookalikes(requestLookalikes);
  for (let dayIndex = 0; dayIndex < options.days; dayIndex++) {
    for (const website of websites) {
      const orphans = Math.round((options.boPerDay / websiteCount) * rates.orphanCredit + random.next());
      for (let n = 0; n < orphans; n++) {
        for (let attempt = 0; attempt < 10; attempt++) {
          const account = random.pick(depositAccounts.get(website)!);
          const when = dayIndex * 86_400 + random.int(0, 86_399);
          const amount = random.pick(DEPOSIT_AMOUNTS) * THOUSAND;
          const wallet = random.chance(0.1) ? random.pick(WALLETS) : null;
          const sender = !wallet && random.chance(0.5) ? pickPlayer(website) : null;
          const name = wallet ? null : (sender?.holder ?? holderName(random));
          const orphan = statementRow(account, amount, when, name, wallet ? { wallet: wallet[0] } : {}).row;
          if (looksLikeAnotherRequest(lookalikes, orphan, sender?.username ?? null)) {
            nextMutasiId--;
            continue;
          }
          mutasi.push(orphan);
          if (sender) payers.set(orphan.id, { username: sender.username, holder: sender.holder });
          break;
        }
      }
      // Bank charges on every account, some of the same size as a deposit: never matched.
      for (const account of [...depositAccounts.get(website)!, ...withdrawAccounts.get(website)!]) {
        for (let n = 0; n < rates.feesPerAccountDay; n++) {
          const fee = random.pick([250_000, 650_000, 1_000_000, 5_000_000]);
          mutasi.push(
            statementRow(account, fee, dayIndex * 86_400 + random.int(0, 86_399), null, { isFee: true }).row,
          );
        }
      }
    }
  }
  const dataBank: DataBankAccount[] = accounts.map(
    ({ timed: _timed, bcaStyle: _bcaStyle, ...account }) => account,
  );
  const cutsNames = new Set(accounts.filter((account) => account.bcaStyle).map((account) => account.id));
  return { input: { bo, mutasi, accounts: dataBank }, truth, payers, cutsNames, labels };
}
