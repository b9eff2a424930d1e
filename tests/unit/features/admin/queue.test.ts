import { describe, expect, it } from 'vitest';
import { selectAfter, stepFrom } from '../../../../src/features/admin/moderation/queue';

const list = (...ids: number[]) => ids.map((id) => ({ id }));

describe('moving through the queue (J/K)', () => {
  it('steps to the next and previous listing, stopping at the ends', () => {
    const queue = list(130, 131, 132);
    expect(stepFrom(queue, 130, 1)).toBe(131);
    expect(stepFrom(queue, 131, -1)).toBe(130);
    expect(stepFrom(queue, 132, 1)).toBe(132);
    expect(stepFrom(queue, 130, -1)).toBe(130);
  });

  it('starts at the first listing when nothing is selected, and knows no listing in an empty queue', () => {
    expect(stepFrom(list(130, 131), null, 1)).toBe(130);
    expect(stepFrom(list(130, 131), 999, -1)).toBe(130);
    expect(stepFrom([], null, 1)).toBeNull();
  });
});

describe('the selection after an action re-fetched the queue', () => {
  it('lands on the listing that followed the approved one, now that it left the queue', () => {
    expect(selectAfter(list(130, 131, 132), 130, list(131, 132))).toBe(131);
  });

  it('skips followers that left meanwhile (another moderator took them)', () => {
    expect(selectAfter(list(130, 131, 132, 133), 130, list(133, 140))).toBe(133);
  });

  it('takes the listing now at its place when none of the followers is left', () => {
    expect(selectAfter(list(130, 131, 132), 132, list(130, 131))).toBe(131);
    expect(selectAfter(list(130, 131, 132), 131, list(150, 151, 152))).toBe(151);
  });

  it('still moves on when the server keeps the listing (a mock, or a page that refills)', () => {
    expect(selectAfter(list(130, 131), 130, list(130, 131))).toBe(131);
  });

  it('selects nothing when the queue is empty', () => {
    expect(selectAfter(list(130), 130, [])).toBeNull();
  });
});
