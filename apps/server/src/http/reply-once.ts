import type { FastifyReply } from 'fastify';
import { ok } from './envelope.js';

/**
 * A success reply for data that many requests share (a page from a list cache, frozen): written by
 * the route's compiled serializer the first time, and that text sent again for the same object.
 * Data that is not frozen could change between requests, so it is written every time. One of these
 * per route: the text depends on the route's reply schema.
 */
export function createSharedReplies() {
  const bodies = new WeakMap<object, string>();
  return (reply: FastifyReply, data: object): FastifyReply => {
    let body = bodies.get(data);
    if (body === undefined) {
      body = reply.serialize(ok(data)) as string;
      if (Object.isFrozen(data)) bodies.set(data, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
