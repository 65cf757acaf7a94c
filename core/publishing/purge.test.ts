import { describe, expect, it } from 'vitest';
import { createPurgeBus, decodePurgeMessage, encodePurgeMessage } from './purge.ts';

describe('purge announcements', () => {
  it('reach every listener until it leaves', () => {
    const bus = createPurgeBus();
    const heard: unknown[] = [];
    const stop = bus.subscribe((scope) => heard.push(scope));
    bus.announce({ kind: 'article', id: 3 });
    stop();
    bus.announce({ kind: 'site' });
    expect(heard).toEqual([{ kind: 'article', id: 3 }]);
  });

  it('travel between instances as a message that reads back the same', () => {
    const message = { from: 'abc', scope: { kind: 'article' as const, id: 7 } };
    expect(decodePurgeMessage(encodePurgeMessage(message))).toEqual(message);
    expect(decodePurgeMessage(encodePurgeMessage({ from: 'x', scope: { kind: 'site' } }))).toEqual({
      from: 'x',
      scope: { kind: 'site' },
    });
  });

  it('ignore anything else on the channel', () => {
    for (const text of [
      '',
      'nope',
      '{}',
      '{"from":1,"scope":{"kind":"site"}}',
      '{"from":"a","scope":{"kind":"all"}}',
    ]) {
      expect(decodePurgeMessage(text), text).toBeNull();
    }
    // A bad id is dropped, the scope kept.
    expect(decodePurgeMessage('{"from":"a","scope":{"kind":"article","id":"1"}}')).toEqual({
      from: 'a',
      scope: { kind: 'article' },
    });
  });
});
