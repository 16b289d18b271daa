import { z } from 'zod';
import { EmailBodySchema } from '../auth/schemas.ts';
import { text } from '../http/primitives.ts';

export * from './newsletter-messages.ts';

/** POST /api/newsletter/subscribe. */
export const NewsletterSubscribeBodySchema = EmailBodySchema;
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBodySchema>;

const token = text('token').trim().min(16, 'Invalid link').max(200, 'Invalid link');
/** GET ?token= or POST { token } of /api/newsletter/confirm and /api/newsletter/unsubscribe. */
export const NewsletterTokenBodySchema = z.object({ token }).strict();
export const NewsletterTokenQuerySchema = NewsletterTokenBodySchema;
export type NewsletterTokenBody = z.infer<typeof NewsletterTokenBodySchema>;

/** Every newsletter answer: a sentence for the visitor. */
export const NewsletterResponseSchema = z.object({ message: z.string() });
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
