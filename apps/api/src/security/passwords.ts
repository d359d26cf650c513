import bcrypt from 'bcrypt';

export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(plain: string, hash: string): Promise<boolean>;
}

export function createHasher(cost: number): PasswordHasher {
  // Compared against when the account does not exist, so timing does not reveal it: a hash of this
  // hasher's cost (made at the first such check), as slow to compare as a member's.
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= bcrypt.hash('no such account', cost));
  return {
    hash: (plain) => bcrypt.hash(plain, cost),
    verify: async (plain, hash) => (hash ? bcrypt.compare(plain, hash) : bcrypt.compare(plain, await dummyHash()).then(() => false)),
  };
}
