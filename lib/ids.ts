import { randomBytes } from 'node:crypto';

/**
 * Generates 24-hex ids in MongoDB's ObjectId layout (4-byte seconds, 5-byte process-random value,
 * 3-byte counter), so both store adapters hand out ids of the same shape and ids sort by creation.
 */
const processRandom = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);

export function newObjectId(now: Date = new Date()): string {
  const buffer = Buffer.alloc(12);
  buffer.writeUInt32BE(Math.floor(now.getTime() / 1000), 0);
  processRandom.copy(buffer, 4);
  counter = (counter + 1) % 0xffffff;
  buffer.writeUIntBE(counter, 9, 3);
  return buffer.toString('hex');
}

const OBJECT_ID = /^[0-9a-f]{24}$/;

export function isObjectId(value: string): boolean {
  return OBJECT_ID.test(value);
}
