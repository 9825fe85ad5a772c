// Placeholder until its owner lands the real routes.
import type { FastifyInstance } from 'fastify';
import type { SandboxOptions } from './index.ts';

export default async function routes(_app: FastifyInstance, _opts: SandboxOptions): Promise<void> {}
