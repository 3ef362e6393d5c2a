import mongoose from 'mongoose';
import { StoreUnavailableError } from '@/lib/errors';

interface Cached {
  uri?: string;
  connection?: Promise<typeof mongoose>;
}

// Kept on globalThis so a hot reload in development reuses the open connection.
const cached: Cached = ((globalThis as { __mongooseConnection?: Cached }).__mongooseConnection ??= {});

/** One connection per process, opened on first use, with indexes built by the models. */
export async function connectMongo(uri: string): Promise<typeof mongoose> {
  if (!cached.connection || cached.uri !== uri) {
    cached.uri = uri;
    cached.connection = mongoose
      .connect(uri, { serverSelectionTimeoutMS: 5000, maxPoolSize: 10 })
      .catch((error: unknown) => {
        cached.connection = undefined;
        throw new StoreUnavailableError('Could not connect to MongoDB.', { cause: error });
      });
  }
  return cached.connection;
}

export async function disconnectMongo(): Promise<void> {
  if (!cached.connection) return;
  cached.connection = undefined;
  await mongoose.disconnect();
}
