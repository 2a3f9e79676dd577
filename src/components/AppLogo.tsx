/**
 * The mall's mark (the 品 of its name, until there is a picture), one for every screen that shows it. It stands
 * beside the app's name, so screen readers skip it. The screen's own class sizes it.
 */
export function AppLogo({ className }: { className: string | undefined }) {
  return (
    <div className={className} aria-hidden="true">
      品
    </div>
  );
}
