'use client';

import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';

/**
 * Fills a dialog's form once each time it opens (`openFor` names what it is open for: an id, 'new'; null
 * while closed). Props that change while it stays open — the page re-read behind it, a list that arrived —
 * never overwrite what the customer has entered since.
 */
export function useFillOnOpen<T>(form: FormInstance<T>, openFor: string | null, values: () => Parameters<FormInstance<T>['setFieldsValue']>[0]) {
  const filledFor = useRef<string | null>(null);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  useEffect(() => {
    if (openFor === null) {
      filledFor.current = null;
      return;
    }
    if (filledFor.current === openFor) return;
    filledFor.current = openFor;
    form.resetFields();
    form.setFieldsValue(latest.current());
  }, [openFor, form]);
}
