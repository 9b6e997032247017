'use client';

import { Select } from 'antd';
import '@/components/providers/antd/select.css';
import { useDialCodes } from '@/components/auth/dial-code-select';

interface DialCodeSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  ariaLabel: string;
  size?: 'large' | 'middle';
}

/** International code (digits, e.g. "86") in an antd form, chosen from the public list; searchable by code or country. */
export function AntdDialCodeSelect({ value, onChange, id, ariaLabel, size = 'large' }: DialCodeSelectProps) {
  const options = useDialCodes(value).map(({ code, name }) => ({
    value: code,
    label: `+${code}`,
    title: name ? `${name} +${code}` : `+${code}`,
    search: name ? `${name} ${code}` : code,
  }));
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
