import type { MessageTable } from '../common/i18n.js';

// Password changes and profile (spec §5), avatar upload.
export const profileTexts = {
  'password.changed': { zh_CN: '密码修改成功！', zh_TW: '密码修改成功！', en_US: 'Password changed!', kr: '비밀번호가 변경되었습니다!', jp: 'パスワードを変更しました！', th: 'เปลี่ยนรหัสผ่านสำเร็จ!' },
  'password.oldRequired': { zh_CN: '请输入原密码', zh_TW: '請輸入原密碼', en_US: 'Please enter the original password', kr: '기존 비밀번호를 입력하세요', jp: '元のパスワードを入力してください', th: 'กรุณากรอกรหัสผ่านเดิม' },
  'password.oldLength': { zh_CN: '请输入正确的原密码长度', zh_TW: '請輸入正確的原密碼長度', en_US: 'The original password is at least 6 characters', kr: '기존 비밀번호는 6자 이상입니다', jp: '元のパスワードは6文字以上です', th: 'รหัสผ่านเดิมต้องมีอย่างน้อย 6 ตัว' },
  'password.newRequired': { zh_CN: '请输入新密码', zh_TW: '请输入新密码', en_US: 'Please enter the new password', kr: '새 비밀번호를 입력하세요', jp: '新しいパスワードを入力してください', th: 'กรุณากรอกรหัสผ่านใหม่' },
  'password.newLength': { zh_CN: '请输入正确的新密码长度', zh_TW: '请输入正确的新密码长度', en_US: 'The new password must be at least 6 characters', kr: '새 비밀번호는 6자 이상이어야 합니다', jp: '新しいパスワードは6文字以上にしてください', th: 'รหัสผ่านใหม่ต้องมีอย่างน้อย 6 ตัว' },
  'password.confirmRequired': { zh_CN: '请输入确认密码', zh_TW: '请输入确认密码', en_US: 'Please confirm the password', kr: '비밀번호 확인을 입력하세요', jp: '確認用パスワードを入力してください', th: 'กรุณายืนยันรหัสผ่าน' },
  'password.sameAsOld': { zh_CN: '新旧密码不能一致！', zh_TW: '新旧密码不能一致！', en_US: 'The new password must differ from the old one!', kr: '새 비밀번호는 기존 비밀번호와 달라야 합니다!', jp: '新しいパスワードは古いパスワードと同じにできません！', th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม!' },
  'password.tooManyWrong': { zh_CN: '原密码错误次数过多，请稍后再试；在此期间转账和提款已暂停', zh_TW: '原密碼錯誤次數過多，請稍後再試；在此期間轉帳和提款已暫停', en_US: 'Too many wrong passwords: please try again later; transfers and withdrawals are paused meanwhile', kr: '비밀번호 오류가 너무 많습니다. 잠시 후 다시 시도하세요. 그동안 이체와 출금이 중지됩니다', jp: 'パスワードの誤りが多すぎます。しばらくしてから再試行してください。その間、振替と出金は停止されます', th: 'รหัสผ่านผิดหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง ระหว่างนี้การโอนและการถอนเงินถูกระงับ' },
  'profile.contactNeedsPassword': { zh_CN: '修改手机号或邮箱需要输入登录密码和发送到新号码的验证码', zh_TW: '修改手機號或郵箱需要輸入登入密碼和發送到新號碼的驗證碼', en_US: 'To change your mobile or email, enter your login password and the code sent to the new one', kr: '휴대폰 번호나 이메일을 변경하려면 로그인 비밀번호와 새 연락처로 보낸 인증 코드를 입력하세요', jp: '携帯番号またはメールアドレスを変更するには、ログインパスワードと新しい連絡先に送信された認証コードを入力してください', th: 'หากต้องการเปลี่ยนเบอร์มือถือหรืออีเมล กรุณากรอกรหัสผ่านเข้าสู่ระบบและรหัสที่ส่งไปยังช่องทางใหม่' },
  'profile.contactRecentlyChanged': { zh_CN: '手机号或邮箱在24小时内修改过，暂不能通过它重置提款密码', zh_TW: '手機號或郵箱在24小時內修改過，暫不能透過它重設提款密碼', en_US: 'This mobile or email was changed in the last 24 hours: it cannot reset the withdrawal password yet', kr: '최근 24시간 내에 변경된 휴대폰 번호나 이메일로는 출금 비밀번호를 재설정할 수 없습니다', jp: '24時間以内に変更された携帯番号またはメールアドレスでは出金パスワードを再設定できません', th: 'เบอร์มือถือหรืออีเมลนี้ถูกเปลี่ยนภายใน 24 ชั่วโมง ยังไม่สามารถใช้รีเซ็ตรหัสถอนเงินได้' },
  'password.oldWrong': { zh_CN: '原密码错误', zh_TW: '原密碼錯誤', en_US: 'The original password is wrong', kr: '기존 비밀번호가 올바르지 않습니다', jp: '元のパスワードが間違っています', th: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  'profile.mobileFormat': { zh_CN: '请输入正确手机号', zh_TW: '请输入正确手机号', en_US: 'Please enter a valid mobile number', kr: '올바른 휴대폰 번호를 입력하세요', jp: '正しい携帯番号を入力してください', th: 'กรุณากรอกเบอร์มือถือที่ถูกต้อง' },
  'profile.emailFormat': { zh_CN: '请输入正确邮箱号', zh_TW: '请输入正确邮箱号', en_US: 'Please enter a valid email address', kr: '올바른 이메일 주소를 입력하세요', jp: '正しいメールアドレスを入力してください', th: 'กรุณากรอกอีเมลที่ถูกต้อง' },
  'profile.birthdayFormat': { zh_CN: '请输入正确的日期格式：YYYY-MM-DD', zh_TW: '请输入正确的日期格式：YYYY-MM-DD', en_US: 'Please enter a valid date: YYYY-MM-DD', kr: '올바른 날짜 형식을 입력하세요: YYYY-MM-DD', jp: '正しい日付形式で入力してください：YYYY-MM-DD', th: 'กรุณากรอกวันที่ให้ถูกต้อง: YYYY-MM-DD' },
  'upload.required': { zh_CN: '请选择要上传的图片', zh_TW: '請選擇要上傳的圖片', en_US: 'Please choose an image to upload', kr: '업로드할 이미지를 선택하세요', jp: 'アップロードする画像を選択してください', th: 'กรุณาเลือกรูปภาพที่จะอัปโหลด' },
  'upload.badType': { zh_CN: '头像只能是gif或png格式的图片', zh_TW: '頭像只能是gif或png格式的圖片', en_US: 'The avatar must be a GIF or PNG image', kr: '프로필 이미지는 GIF 또는 PNG만 가능합니다', jp: 'アバターはGIFまたはPNG画像のみです', th: 'รูปโปรไฟล์ต้องเป็นไฟล์ GIF หรือ PNG เท่านั้น' },
  'upload.tooLarge': { zh_CN: '图片不能超过2MB', zh_TW: '圖片不能超過2MB', en_US: 'The image must not exceed 2 MB', kr: '이미지는 2MB를 넘을 수 없습니다', jp: '画像は2MB以下にしてください', th: 'รูปภาพต้องไม่เกิน 2 MB' },
} as const satisfies MessageTable;
