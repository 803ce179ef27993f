import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['healthy', 'unhealthy']),
  database: z.enum(['connected', 'disconnected']),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
