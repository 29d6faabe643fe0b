import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_SENT_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '../account-recovery';
import { CUSTOMER_ACCOUNT_MESSAGE, EMAIL_MESSAGE, INVALID_CREDENTIALS_MESSAGE, PASSWORD_LENGTH_MESSAGE, REQUIRED_MESSAGE } from '../auth';
import { SERVER_FAILURE_MESSAGE } from '../common';
import { TWO_STEP_CHALLENGE_ENDED_MESSAGE, TWO_STEP_SIGN_IN_CODE_MESSAGE, TWO_STEP_WRONG_CODE_MESSAGE } from '../two-step';

/** Sign-in, two-step, password recovery and the server's general failure, in Urdu (terms as docs/glossary-ur.md). */
export const authUrdu: Readonly<Record<string, string>> = {
  [INVALID_CREDENTIALS_MESSAGE]: 'ای میل یا پاس ورڈ درست نہیں',
  [CUSTOMER_ACCOUNT_MESSAGE]:
    'یہ ای میل مارکیٹ پلیس کے ایک گاہک اکاؤنٹ کی ہے۔ یہاں صرف سپلائر اکاؤنٹ سائن اِن کرتے ہیں: براہِ کرم کسی اور ای میل سے بطور سپلائر سائن اپ کریں۔',
  [TWO_STEP_WRONG_CODE_MESSAGE]: 'یہ کوڈ درست نہیں۔ اپنی ایپ کا سب سے نیا کوڈ درج کریں۔',
  [TWO_STEP_SIGN_IN_CODE_MESSAGE]: 'اپنی authenticator ایپ کا کوڈ یا کوئی ریکوری کوڈ درج کریں۔',
  [TWO_STEP_CHALLENGE_ENDED_MESSAGE]: 'اس سائن اِن کا وقت ختم ہو گیا۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  [RESET_LINK_INVALID_MESSAGE]:
    'پاس ورڈ ری سیٹ کا یہ لنک درست نہیں، پہلے استعمال ہو چکا ہے یا اس کی مدت ختم ہو گئی ہے۔ براہِ کرم نیا لنک منگوائیں۔',
  [PASSWORD_RESET_SENT_MESSAGE]: `اگر اس ای میل کا کوئی اکاؤنٹ ہے تو ہم نے اس پر پاس ورڈ ری سیٹ کرنے کا لنک بھیج دیا ہے۔ یہ لنک ایک بار، ${PASSWORD_RESET_MINUTES} منٹ تک کام کرتا ہے۔`,
  [PASSWORD_RESET_DONE_MESSAGE]: 'آپ کا پاس ورڈ ری سیٹ ہو گیا ہے۔ براہِ کرم نئے پاس ورڈ سے سائن اِن کریں۔',
  [EMAIL_MESSAGE]: 'براہِ کرم درست ای میل ایڈریس درج کریں۔',
  [PASSWORD_LENGTH_MESSAGE]: 'پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے۔',
  [REQUIRED_MESSAGE]: 'براہِ کرم تمام ضروری خانے پُر کریں۔',
  [SERVER_FAILURE_MESSAGE]: 'ہماری طرف کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔',
  // the server's templated message (templateIn)
  'We have sent a new verification email to {email}.': 'ہم نے {email} پر تصدیق کی نئی ای میل بھیج دی ہے۔',
};
