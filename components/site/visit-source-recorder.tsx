'use client';

import { useEffect } from 'react';
import { recordVisitSource } from '@/lib/leads/visit-source';

/** Notes how the visitor reached the site (UTM parameters, referrer) on the page they landed on: lib/leads/visit-source.ts. */
export function VisitSourceRecorder() {
  useEffect(recordVisitSource, []);
  return null;
}
