import { openMongoDocuments } from './mongo';
import { RECORDS, type Store, storeOn } from './store';

/**
 * The production store: MongoDB at this address, upgraded and indexed before it is handed out.
 * A module of its own, so a process on SQLite never loads mongoose (lib/store/index.ts imports
 * this only when MONGODB_URI is set).
 */
export const createMongoStore = async (uri: string): Promise<Store> => storeOn(await openMongoDocuments(uri, RECORDS));
