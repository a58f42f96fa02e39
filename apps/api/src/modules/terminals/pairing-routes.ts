// POST /board/pair: a board trades the one-time code a manager gave it for its credential.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { storeById } from '../stores/store-service.ts';
import { exchangePairingCode } from './terminal-credentials.ts';

const pairBody = z.object({ code: z.string().min(1).max(32) });
const INVALID = { message: 'That pairing code is not valid or has expired.' };

export function registerPairingRoutes(app: FastifyInstance, db: Db, now: () => Date): void {
  app.post('/board/pair', async (request, reply) => {
    const parsed = pairBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(INVALID);
    const paired = await exchangePairingCode(db, parsed.data.code, now());
    if (!paired) return reply.code(400).send(INVALID);
    const store = await storeById(db, paired.storeId);
    request.log.info({ storeId: paired.storeId, termId: paired.termId }, 'store board paired');
    return {
      token: paired.token,
      storeId: paired.storeId,
      termId: paired.termId,
      storeName: store?.nickname ?? '',
    };
  });
}
