/** Commerce's subscription plan: a gateway's recurring price. */
export interface SubscriptionPlan {
  readonly id: number;
  readonly uid: string;
  readonly gatewayId: number;
  readonly name: string;
  readonly handle: string;
  /** The plan's id at the gateway. */
  readonly reference: string;
  readonly description: string;
  readonly enabled: boolean;
  readonly isArchived: boolean;
}

export interface Subscription {
  readonly id: number;
  readonly uid: string;
  readonly userId: number;
  readonly planId: number;
  readonly gatewayId: number;
  readonly reference: string;
  readonly subscriptionData: Readonly<Record<string, unknown>>;
  readonly trialDays: number;
  readonly nextPaymentDate: Date | null;
  readonly hasStarted: boolean;
  readonly isCanceled: boolean;
  readonly dateCanceled: Date | null;
  readonly isExpired: boolean;
  readonly dateExpired: Date | null;
  readonly isSuspended: boolean;
  readonly dateSuspended: Date | null;
  readonly dateCreated: Date;
  readonly dateUpdated: Date;
}
