-- Staff of the back office: their accounts, sign-in codes, sessions (refresh-token families), one-time
-- set-password links, and the API keys owners make for scripts. Separate from customers' accounts: a
-- member of staff is never a customer by the same row, and nothing a customer can do reaches these tables.

CREATE TABLE staff_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- lower-case; staff sign in by email only
  email text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'editor', 'support')),
  -- argon2id PHC string; null until the member opens their set-password link
  password_hash text,
  -- disabled members cannot sign in, and their tokens stop working at once
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  locale text NOT NULL DEFAULT 'ku' CHECK (locale IN ('ku', 'ar', 'en')),
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A sign-in code sent after the right password: tried at most OTP_MAX_ATTEMPTS times, used once.
CREATE TABLE staff_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL REFERENCES staff_members(id) ON DELETE CASCADE,
  -- HMAC of the code under the server secret and this row's id; the code itself is never stored
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sends integer NOT NULL DEFAULT 1,
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_verifications_staff_idx ON staff_verifications (staff_id);

-- One row per sign-in. Access tokens name their session, and a revoked session's tokens stop working at once.
CREATE TABLE staff_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL REFERENCES staff_members(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- The session's refresh tokens, rotated on every use; presenting a spent one revokes the session.
CREATE TABLE staff_refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES staff_sessions(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_refresh_tokens_session_idx ON staff_refresh_tokens (session_id);

-- One-time links to choose a password (a new member's invitation, or a link an owner sends again).
CREATE TABLE staff_password_links (
  token_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff_members(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_password_links_staff_idx ON staff_password_links (staff_id);

-- Keys for scripts, made by an owner: shown once, kept only as a SHA-256 digest, acting with their role.
CREATE TABLE staff_api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'editor', 'support')),
  key_hash text NOT NULL UNIQUE,
  -- the first characters of the key, so an owner can tell keys apart without the key
  key_prefix text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
