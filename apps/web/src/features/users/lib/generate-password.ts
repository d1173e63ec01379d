export const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';
export const GENERATED_PASSWORD_LENGTH = 12;

type RandomBytes = (buffer: Uint8Array) => Uint8Array;
const cryptoRandomBytes: RandomBytes = (buffer) => crypto.getRandomValues(buffer);

/**
 * A random password drawn uniformly from PASSWORD_ALPHABET. `byte % 70` alone would favour
 * the first 46 characters (256 is not a multiple of 70), so bytes from 210 up are discarded.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH, randomBytes: RandomBytes = cryptoRandomBytes): string {
  const size = PASSWORD_ALPHABET.length;
  const limit = 256 - (256 % size);
  let password = '';
  while (password.length < length) {
    for (const byte of randomBytes(new Uint8Array(length))) {
      if (byte < limit && password.length < length) password += PASSWORD_ALPHABET[byte % size];
    }
  }
  return password;
}
