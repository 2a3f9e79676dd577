import { Button, type ButtonProps } from 'antd-mobile';

/**
 * antd-mobile's Button, for actions that show `loading`. While loading, antd-mobile replaces the children with a
 * spinner and `loadingText`: without one the button has no accessible name (axe: button-name, serious) and the
 * shopper no longer sees what is in progress. This one keeps its own words beside the spinner by default.
 */
export function BusyButton({ loadingText, children, ...rest }: ButtonProps) {
  const words = loadingText ?? (typeof children === 'string' ? children : undefined);
  return (
    <Button {...rest} loadingText={words}>
      {children}
    </Button>
  );
}
