/** The loudspeaker of a notice line (antd-mobile's NoticeBar shows the same), drawn inline: no icon library. */
export function SpeakerIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M26 7.3v33.4a1.5 1.5 0 0 1-2.5 1.1L13.4 33H7.5A1.5 1.5 0 0 1 6 31.5v-15A1.5 1.5 0 0 1 7.5 15h5.9l10.1-8.8A1.5 1.5 0 0 1 26 7.3Zm9.3 6.4a14 14 0 0 1 0 20.6 1.5 1.5 0 1 1-2-2.2 11 11 0 0 0 0-16.2 1.5 1.5 0 0 1 2-2.2Z"
      />
    </svg>
  );
}
