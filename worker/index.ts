/** The search worker: exposes the search API over Comlink. Created lazily by the shell; see api.ts. */
import { expose } from 'comlink';
import { createSearchApi } from './api';

expose(createSearchApi());
