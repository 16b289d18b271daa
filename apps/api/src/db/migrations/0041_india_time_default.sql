-- New accounts of an Indian shop start on India time (the spec's UTC default is recorded as a deviation);
-- accounts that kept the old default keep what is stored.
ALTER TABLE user_settings ALTER COLUMN timezone SET DEFAULT 'IST';
