'use client';
import dynamic from 'next/dynamic';

/**
 * The form's code, loaded only by the submit and edit views: /user/order-detail is also the list and the
 * detail, and one route has one first-load budget (bench/check-bundle.mjs). Still server-rendered.
 */
export const LazyTranshipmentForm = dynamic(() => import('./transhipment-form').then((m) => m.TranshipmentForm));
