import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

export const customerIdKey = defineSearchAttributeKey('CustomerId', SearchAttributeType.KEYWORD);
export const orderTotalKey = defineSearchAttributeKey('OrderTotal', SearchAttributeType.DOUBLE);
