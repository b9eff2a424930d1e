// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { holdingFocus } from '../../../../src/ui/focus/focusable';

describe('holdingFocus', () => {
  it('lets a heading take the focus from a script, out of the tab order', () => {
    const heading = holdingFocus(document.createElement('h1'));
    document.body.append(heading);
    heading.focus();
    expect(heading).toHaveFocus();
    expect(heading.tabIndex).toBe(-1);
  });

  it('leaves a control, and an element with a tab order of its own, as they are', () => {
    const button = holdingFocus(document.createElement('button'));
    expect(button.hasAttribute('tabindex')).toBe(false);
    const region = document.createElement('section');
    region.tabIndex = 0;
    expect(holdingFocus(region).tabIndex).toBe(0);
  });
});
