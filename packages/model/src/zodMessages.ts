/**
 * zod/mini loads no messages of its own (every issue says "Invalid input"): the model's schemas
 * speak zod's English, as classic zod did ("Too small: expected string to have >=1 characters"),
 * for the mock's 400s and the site's form errors. Every module of the model that builds a schema
 * imports this file; package.json lists it under `sideEffects` so bundlers keep it.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());
