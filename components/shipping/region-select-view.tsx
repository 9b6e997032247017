import type { RegionOption } from '@/lib/server-data/shipping';

export interface RegionSelectViewProps {
  /** The country <select> whose choice loads the regions. */
  countryId: string;
  regions: RegionOption[];
  defaultValue: string;
  anyLabel: string;
  hint: string;
  errorId?: string;
  inputClassName: string;
  hintClassName: string;
  loading?: boolean;
}

/**
 * The calculator's region list as drawn: by ./region-select.tsx, and by the server in its place until that island has
 * loaded on a client-side visit. No hooks.
 */
export function RegionSelectView({ countryId, regions, defaultValue, anyLabel, hint, errorId, inputClassName, hintClassName, loading }: RegionSelectViewProps) {
  const hintId = `${countryId}-region-hint`;
  return (
    <>
      <select
        id="fee-regionId"
        name="regionId"
        defaultValue={defaultValue}
        className={inputClassName}
        disabled={!regions.length}
        aria-busy={loading || undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[regions.length ? '' : hintId, errorId ?? ''].filter(Boolean).join(' ') || undefined}
      >
        <option value="">{anyLabel}</option>
        {regions.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {r.name}
          </option>
        ))}
      </select>
      {regions.length ? null : (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
    </>
  );
}
