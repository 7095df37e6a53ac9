import { defineBackend } from '@aws-amplify/backend';
import { auth } from './auth/resource.ts';
import { data } from './data/resource.ts';
import { storage } from './storage/resource.ts';
import { sendResetEmail } from './functions/send-reset-email/resource.ts';
import { userAdmin } from './functions/user-admin/resource.ts';

/** The cloud deployment (Amplify Gen 2). The embedded server in backend/ speaks the same protocols. */
export const backend = defineBackend({ auth, data, storage, sendResetEmail, userAdmin });
