'use client';

import { useEffect, useState } from 'react';
import { Select } from 'antd';
import '@/components/providers/antd/select.css';
import { loadDialCodes } from '@/components/auth/dial-code-select';
import type { DialCode } from '@/lib/api/reference';

interface DialCodeSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  ariaLabel: string;
  size?: 'large' | 'middle';
}

/** International code (digits, e.g. "86") in an antd form, chosen from the public list; searchable by code or country. */
export function AntdDialCodeSelect({ value, onChange, id, ariaLabel, size = 'large' }: DialCodeSelectProps) {
  const [codes, setCodes] = useState<DialCode[]>([]);
  useEffect(() => {
    let alive = true;
    void loadDialCodes().then((items) => alive && setCodes(items));
    return () => {
      alive = false;
    };
  }, []);
  const seen = new Set<string>();
  const options = codes
    .filter((item) => (seen.has(item.code) ? false : (seen.add(item.code), true)))
    .map((item) => ({
      value: item.code,
      label: `+${item.code}`,
      title: `${item.name} +${item.code}`,
      search: `${item.name} ${item.code}`,
    }));
  if (value && !seen.has(value)) options.unshift({ value, label: `+${value}`, title: `+${value}`, search: value });
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      size={size}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ filterOption: (input, option) => (option?.search ?? '').toLowerCase().includes(input.trim().toLowerCase()) }}
      popupMatchSelectWidth={false}
      optionRender={(option) => option.data.title}
      style={{ width: 110 }}
    />
  );
}
