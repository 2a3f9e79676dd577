import type { FormEvent } from 'react';
import css from './search-box.module.css';

interface SearchBoxProps {
  placeholder: string;
  /** Called with the trimmed keyword when the shopper submits a non-blank one. */
  onSearch: (keyword: string) => void;
  defaultValue?: string;
}

/**
 * A search field (the phone keyboard's search key submits it) of plain elements: the home page's first screen
 * renders it before antd-mobile loads. A blank keyword does nothing. Named by its placeholder, as before.
 */
export function SearchBox({ placeholder, onSearch, defaultValue }: SearchBoxProps) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get('keyword');
    const keyword = typeof value === 'string' ? value.trim() : '';
    if (keyword) onSearch(keyword);
  };
  return (
    <form className={css.form} onSubmit={submit}>
      <svg className={css.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M21 6c8.3 0 15 6.7 15 15 0 3.6-1.3 6.9-3.4 9.5l8.8 8.8a1.5 1.5 0 0 1-2.1 2.1l-8.8-8.8A14.9 14.9 0 0 1 21 36C12.7 36 6 29.3 6 21S12.7 6 21 6Zm0 3a12 12 0 1 0 0 24 12 12 0 0 0 0-24Z"
        />
      </svg>
      <input
        className={css.input}
        type="search"
        name="keyword"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={placeholder}
        aria-label={placeholder}
        defaultValue={defaultValue}
      />
    </form>
  );
}
