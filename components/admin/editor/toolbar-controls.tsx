'use client';

import type { ReactNode } from 'react';

/** A toolbar button: a real <button> that keeps the editor's selection when clicked with a mouse. */
export function ToolButton({
  label,
  shortcut,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  /** For toggles (bold, lists…): whether it is on where the cursor is. Leave out for one-off actions. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-toolbar-item=""
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="flex size-9 items-center justify-center rounded-lg text-navy-900 transition-colors hover:bg-mist-100 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-navy-900 aria-pressed:text-white"
    >
      {children}
    </button>
  );
}

/** A labelled <select> in the toolbar (text style, font, size). */
export function ToolSelect({
  label,
  value,
  options,
  onChange,
  className = 'w-32',
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <select
      data-toolbar-item=""
      aria-label={label}
      title={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={`h-9 rounded-lg border border-navy-900/15 bg-white px-2 text-sm text-navy-900 hover:border-navy-900/40 ${className}`}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A colour picker that looks like a toolbar button: the letter A over a bar of the current colour. */
export function ColorTool({
  label,
  value,
  onChange,
  variant,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  variant: 'text' | 'background';
}) {
  return (
    <label
      title={label}
      className="relative flex size-9 cursor-pointer items-center justify-center rounded-lg text-navy-900 hover:bg-mist-100 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-gold-700"
    >
      <span aria-hidden="true" className="flex flex-col items-center leading-none">
        <span
          className={`font-display text-[15px] font-bold ${variant === 'background' ? 'rounded px-1' : ''}`}
          style={variant === 'background' ? { backgroundColor: value } : undefined}
        >
          A
        </span>
        <span className="mt-0.5 h-1 w-5 rounded-full" style={{ backgroundColor: variant === 'text' ? value : '#14213d' }} />
      </span>
      <input
        type="color"
        data-toolbar-item=""
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="absolute inset-0 cursor-pointer opacity-0"
      />
    </label>
  );
}

export function ToolGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-0.5 border-navy-900/10 pr-1.5 sm:[&:not(:last-child)]:border-r">
      {children}
    </div>
  );
}
