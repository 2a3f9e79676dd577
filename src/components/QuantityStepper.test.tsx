// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextKeys } from '@/lib/testing/text-keys';
import { QuantityStepper, snapQuantity } from './QuantityStepper';

function Harness({ start = 2, step = 2 }: { start?: number; step?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <span id="q">quantity</span>
      <QuantityStepper labelledBy="q" value={value} min={step} max={6} step={step} onChange={setValue} />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

afterEach(cleanup);

describe('snapQuantity', () => {
  it('rounds to the step and clamps; unreadable input keeps the fallback', () => {
    const bounds = { min: 2, max: 6, step: 2 };
    expect(snapQuantity(3, bounds, 4)).toBe(4);
    expect(snapQuantity(1, bounds, 4)).toBe(2);
    expect(snapQuantity(99, bounds, 4)).toBe(6);
    expect(snapQuantity(Number.NaN, bounds, 4)).toBe(4);
  });
});

describe('QuantityStepper', () => {
  it('names its field by the label and steps within the bounds', () => {
    render(<Harness />, { wrapper: TextKeys });
    const field = screen.getByRole('spinbutton', { name: 'quantity' });
    expect(screen.getByRole('group', { name: 'quantity' })).toBeInTheDocument();
    const minus = screen.getByRole('button', { name: 'stepper.decrease' });
    const plus = screen.getByRole('button', { name: 'stepper.increase' });
    expect(minus).toBeDisabled();
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(field).toHaveValue('6');
    expect(plus).toBeDisabled();
    expect(field).toHaveAttribute('aria-valuenow', '6');
  });

  it('snaps a typed value on blur and ignores what is not a number', () => {
    render(<Harness />, { wrapper: TextKeys });
    const field = screen.getByRole('spinbutton', { name: 'quantity' });
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.blur(field);
    expect(screen.getByLabelText('chosen')).toHaveTextContent('6');
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(field).toHaveValue('');
    fireEvent.blur(field);
    expect(field).toHaveValue('6');
  });
});
