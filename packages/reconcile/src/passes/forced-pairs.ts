/**
 * The pairs every full assignment of a cell makes. In a cell of k requests and k credits where each request's
 * money is one of the credits, a pair that is in every way of giving each request one credit it could be is
 * certain, whatever the rest: a Mandiri player's request and a BCA player's, a bare BI-FAST credit and a BCA
 * stranger's, pair the Mandiri request with the BI-FAST credit (the stranger's BCA money cannot be the Mandiri
 * player's), and leave the BCA pair, whose names contradict, to a person.
 */

/**
 * The pairs (request index, credit index) that every perfect matching of `possible` holds, or none when there is
 * no perfect matching (then someone's money is not in the cell). For cells of a dozen rows a side.
 */
export function forcedPairs(
  requests: number,
  credits: number,
  possible: (request: number, credit: number) => boolean,
): [number, number][] {
  if (requests !== credits || requests === 0) return [];
  const edges = Array.from({ length: requests }, (_, request) =>
    Array.from({ length: credits }, (_, credit) => credit).filter((credit) => possible(request, credit)),
  );
  const creditOf = new Int32Array(requests).fill(-1);
  const requestOf = new Int32Array(credits).fill(-1);
  /** Kuhn's augmenting path from `request`, never through `banned` (a request index and credit index). */
  const augment = (request: number, seen: Uint8Array, banned: readonly [number, number] | null): boolean => {
    for (const credit of edges[request]!) {
      if (seen[credit] || (banned && banned[0] === request && banned[1] === credit)) continue;
      seen[credit] = 1;
      const holder = requestOf[credit]!;
      if (holder < 0 || augment(holder, seen, banned)) {
        creditOf[request] = credit;
        requestOf[credit] = request;
        return true;
      }
    }
    return false;
  };
  for (let request = 0; request < requests; request++) {
    if (!augment(request, new Uint8Array(credits), null)) return [];
  }
  const forced: [number, number][] = [];
  for (let request = 0; request < requests; request++) {
    const credit = creditOf[request]!;
    // Forced when the matching without this edge cannot be completed again.
    const savedCredits = creditOf.slice();
    const savedRequests = requestOf.slice();
    creditOf[request] = -1;
    requestOf[credit] = -1;
    const seen = new Uint8Array(credits);
    if (!augment(request, seen, [request, credit])) forced.push([request, credit]);
    creditOf.set(savedCredits);
    requestOf.set(savedRequests);
  }
  return forced;
}
