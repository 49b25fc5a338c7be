import { z } from 'zod';

/** Ids are UUID v4 throughout the product (spec 1 §3). */
export const uuidSchema = z.uuidv4();
export type Uuid = z.infer<typeof uuidSchema>;
