/**
 * The two members of a conversation in stored order (user_a_id < user_b_id by UTF-16 code
 * units, which is byte order for the ASCII ids we have: the migration backfilled with
 * COLLATE "C"). One order means one unique index finds the conversation whoever writes first.
 */
export function orderPair(one: string, other: string): [string, string] {
  return one < other ? [one, other] : [other, one];
}
