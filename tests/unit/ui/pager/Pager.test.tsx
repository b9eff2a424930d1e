// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { Pager } from '../../../../src/ui/pager/Pager';

describe('Pager', () => {
  it('steps through the pages, and is not there for one page', () => {
    const onPage = vi.fn();
    const { container, rerender } = render(<Pager page={2} last={5} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'გვერდები' })).toHaveTextContent('გვერდი 2 / 5');
    fireEvent.click(screen.getByRole('button', { name: 'შემდეგი' }));
    expect(onPage).toHaveBeenCalledWith(3);
    rerender(<Pager page={1} last={1} onPage={onPage} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks the page’s language', () => {
    render(
      <LangProvider lang="en">
        <Pager page={1} last={3} onPage={() => {}} />
      </LangProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('keeps the keyboard focus in the pager when a press reaches the first or the last page', () => {
    function Paged() {
      const [page, setPage] = useState(4);
      return <Pager page={page} last={5} onPage={setPage} />;
    }
    render(<Paged />);
    const next = screen.getByRole('button', { name: 'შემდეგი' });
    next.focus();
    fireEvent.click(next);
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'წინა' })).toHaveFocus();
  });
});
