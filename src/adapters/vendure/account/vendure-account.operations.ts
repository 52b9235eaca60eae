// The Shop API documents for customer accounts. Refusals come back as ErrorResults in the data
// (`{ errorCode, message }`), which every mutation here asks for beside its success.
import type { GraphqlOperation } from '../client/vendure-client';

const REFUSAL = 'errorCode message ... on PasswordValidationError { validationErrorMessage }';

/** What the account pages show of the customer, and which addresses are their defaults. */
const ACCOUNT_CUSTOMER_FIELDS = `
fragment AccountCustomer on Customer {
  id emailAddress firstName lastName
  user { id identifier verified lastLogin }
  addresses { id defaultShippingAddress defaultBillingAddress }
}`;

export const ACCOUNT_CUSTOMER: GraphqlOperation = {
  name: 'AccountCustomer',
  document: `query AccountCustomer { activeCustomer { ...AccountCustomer } }
${ACCOUNT_CUSTOMER_FIELDS}`,
};

export const LOGIN: GraphqlOperation = {
  name: 'Login',
  document: `mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {
  login(username: $username, password: $password, rememberMe: $rememberMe) {
    ... on CurrentUser { id }
    ... on ErrorResult { ${REFUSAL} }
  }
}`,
};

export const REGISTER: GraphqlOperation = {
  name: 'Register',
  document: `mutation Register($input: RegisterCustomerInput!) {
  registerCustomerAccount(input: $input) {
    ... on Success { success }
    ... on ErrorResult { ${REFUSAL} }
  }
}`,
};

export const VERIFY_ACCOUNT: GraphqlOperation = {
  name: 'VerifyAccount',
  document: `mutation VerifyAccount($token: String!) {
  verifyCustomerAccount(token: $token) {
    ... on CurrentUser { id }
    ... on ErrorResult { ${REFUSAL} }
  }
}`,
};

/** The link in the mail to a new address: only its signed-in owner may confirm it. */
export const CONFIRM_EMAIL_CHANGE: GraphqlOperation = {
  name: 'ConfirmEmailChange',
  document: `mutation ConfirmEmailChange($token: String!) {
  updateCustomerEmailAddress(token: $token) {
    ... on Success { success }
    ... on ErrorResult { ${REFUSAL} }
  }
}`,
};

export const RESEND_VERIFICATION: GraphqlOperation = {
  name: 'ResendVerification',
  document: `mutation ResendVerification($emailAddress: String!) {
  refreshCustomerVerification(emailAddress: $emailAddress) {
    ... on Success { success }
    ... on ErrorResult { ${REFUSAL} }
  }
}`,
};

export const REQUEST_PASSWORD_RESET: GraphqlOperation = {
  name: 'RequestPasswordReset',
  document: `mutation RequestPasswordReset($emailAddress: String!) {
  requestPasswordReset(emailAddress: $emailAddress) {
    ... on Success { success }
    ... on ErrorResult { ${REFUSAL} }
  }
}`,
};

export const RESET_PASSWORD: GraphqlOperation = {
  name: 'ResetPassword',
  document: `mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) {
    ... on CurrentUser { id }
    ... on ErrorResult { ${REFUSAL} }
  }
}`,
};

export const UPDATE_NAMES: GraphqlOperation = {
  name: 'UpdateNames',
  document: `mutation UpdateNames($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { ...AccountCustomer }
}
${ACCOUNT_CUSTOMER_FIELDS}`,
};

export const UPDATE_PASSWORD: GraphqlOperation = {
  name: 'UpdatePassword',
  document: `mutation UpdatePassword($currentPassword: String!, $newPassword: String!) {
  updateCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
    ... on Success { success }
    ... on ErrorResult { ${REFUSAL} }
  }
}`,
};

/** Vendure keeps the new address pending and mails it a link (CONFIRM_EMAIL_CHANGE). */
export const REQUEST_EMAIL_CHANGE: GraphqlOperation = {
  name: 'RequestEmailChange',
  document: `mutation RequestEmailChange($password: String!, $newEmailAddress: String!) {
  requestUpdateCustomerEmailAddress(password: $password, newEmailAddress: $newEmailAddress) {
    ... on Success { success }
    ... on ErrorResult { ${REFUSAL} }
  }
}`,
};
