-- Accounts: identities that sign in (phone, email, Google, Facebook), one-time-code verifications,
-- refresh-token families, password resets, customer profiles, the message outbox and personal vouchers.
-- Ids of everything a customer owns are UUIDs (unguessable); gen_random_uuid() is core since PostgreSQL 13.

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- argon2id PHC string; null for accounts made through Google or Facebook that never chose a password.
  password_hash text,
  -- active | deactivated (blocked until a new verified login) | deleted (personal data erased)
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated', 'deleted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_identifiers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('phone', 'email', 'google', 'facebook')),
  -- E.164 phone, lower-case email, or the provider's subject id
  value text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, value)
);
CREATE INDEX account_identifiers_account_idx ON account_identifiers (account_id);

-- One row per code sent: registration, login, passwordless sign-in or an identifier change.
CREATE TABLE verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'update_identifier')),
  account_id uuid REFERENCES accounts(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('phone', 'email')),
  destination text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp', 'email')),
  locale text NOT NULL DEFAULT 'ku',
  -- a pending registration's chosen password, hashed; moved to the account when the code is confirmed
  password_hash text,
  -- HMAC of the code under the server secret and this row's id; the code itself is never stored
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sends integer NOT NULL DEFAULT 1,
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verifications_destination_idx ON verifications (destination, created_at DESC);
CREATE INDEX verifications_expires_idx ON verifications (expires_at);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  -- every token descended from one sign-in shares a family; reuse of a spent token revokes the family
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_account_idx ON refresh_tokens (account_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_account_idx ON password_resets (account_id);

CREATE TABLE customers (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  birthday date,
  gender text CHECK (gender IN ('male', 'female')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What the outbox delivery provider "sent": read by developers and tests through GET /auth/dev/outbox.
CREATE TABLE outbox_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  channel text NOT NULL,
  purpose text NOT NULL,
  locale text NOT NULL,
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, id DESC);

-- Vouchers; personal ones belong to one account. The welcome voucher is at most one per account.
CREATE TABLE vouchers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  account_id uuid REFERENCES accounts(id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'general',
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off integer CHECK (amount_off > 0),
  min_subtotal integer NOT NULL DEFAULT 0,
  usage_limit integer,
  starts_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent_off IS NULL) <> (amount_off IS NULL))
);
CREATE UNIQUE INDEX vouchers_welcome_once ON vouchers (account_id) WHERE kind = 'welcome';
