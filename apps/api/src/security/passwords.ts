import bcrypt from 'bcrypt';

export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(plain: string, hash: string): Promise<boolean>;
}

// A fixed hash compared against when the account does not exist, so timing does not reveal it.
const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.mG1N1ZrK3xXvJ7E0iI9ZPd2u6u1a';

export function createHasher(cost: number): PasswordHasher {
  return {
    hash: (plain) => bcrypt.hash(plain, cost),
    verify: async (plain, hash) => (hash ? bcrypt.compare(plain, hash) : bcrypt.compare(plain, DUMMY_HASH).then(() => false)),
  };
}
