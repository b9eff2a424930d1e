import { describe, expect, it } from 'vitest';
import { answerConfirm, askConfirm, confirmState } from '../../../src/state/confirm';

describe('askConfirm', () => {
  it('resolves with the answer and closes', async () => {
    const answer = askConfirm({ title: 'წაშლა', text: 'წავშალოთ?' });
    expect(confirmState.pending?.title).toBe('წაშლა');
    answerConfirm(true);
    await expect(answer).resolves.toBe(true);
    expect(confirmState.pending).toBeNull();
  });

  it('answers no to a question replaced by a newer one', async () => {
    const first = askConfirm({ title: 'პირველი', text: '' });
    const second = askConfirm({ title: 'მეორე', text: '' });
    await expect(first).resolves.toBe(false);
    answerConfirm(true);
    await expect(second).resolves.toBe(true);
  });
});
