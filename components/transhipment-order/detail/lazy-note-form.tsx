'use client';
import dynamic from 'next/dynamic';

/**
 * The note form's code, loaded only by the detail view (/user/order-detail is also the list, whose first load
 * carries every view's statically imported islands). Still server-rendered: the form is there before its code.
 */
export const LazyNoteForm = dynamic(() => import('./note-form').then((m) => m.NoteForm));
