import { TextArea, type TextAreaProps } from 'antd-mobile';
import { useId } from 'react';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * antd-mobile's TextArea puts `aria-label` on its wrapper, not on the <textarea>, which is then
 * unnamed for screen readers (and for getByRole). A label bound by id names the element itself.
 */
export function LabelledTextArea({ label, ...props }: Omit<TextAreaProps, 'id'> & { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} style={visuallyHidden}>
        {label}
      </label>
      <TextArea {...props} id={id} />
    </>
  );
}
