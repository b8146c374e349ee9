import type { SearchModel } from '@conf/api-client';
import { type ActivationEventLike, type HitLinkFields, isEntityModel, searchConversion } from '@conf/core';
import type { SiteApi } from '../api.ts';

/**
 * Records that a search result was opened, when the activation counts (spec section 5, the rule of
 * @conf/core: left or middle click, Enter or Space, and only when the search has an id):
 * POST /search/conversions. Fire and forget: the visitor is already on the way to the result, so a
 * failure is only logged. Resolves once the call is done (tests wait for it), never rejects.
 */
export async function recordConversion(
  api: SiteApi,
  event: ActivationEventLike,
  searchId: string | null | undefined,
  hit: HitLinkFields,
): Promise<void> {
  const conversion = searchConversion(event, searchId, hit);
  if (conversion === null || !isEntityModel(conversion.convertable_type)) return;
  try {
    const { response } = await api.POST('/search/conversions', {
      body: { ...conversion, convertable_type: conversion.convertable_type as SearchModel },
      // The request may outlive the page: a middle click keeps it, but a full navigation would not.
      keepalive: true,
    });
    if (!response.ok) console.error(`Search conversion was not recorded (status ${response.status})`);
  } catch (error) {
    console.error('Search conversion was not recorded:', error);
  }
}
