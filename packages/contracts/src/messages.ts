import { FALLBACK_LOCALE, type Locale } from './i18n.js';
import { cashierMessages } from './cashier/messages.js';

type Texts = Record<Locale, string>;

// Every message the server sends and every validation message the forms show.
// The Chinese texts of spec §5 and §8 are kept verbatim for both zh_CN and zh_TW.
export const messages = {
  // ---- generic ----
  'common.ok': { zh_CN: '操作成功', zh_TW: '操作成功', en_US: 'Success', kr: '성공했습니다', jp: '成功しました', th: 'ดำเนินการสำเร็จ' },
  'common.saved': { zh_CN: '修改成功！', zh_TW: '修改成功！', en_US: 'Saved successfully!', kr: '수정되었습니다!', jp: '変更しました！', th: 'แก้ไขสำเร็จ!' },
  'common.badRequest': { zh_CN: '请求参数错误', zh_TW: '請求參數錯誤', en_US: 'Invalid request', kr: '잘못된 요청입니다', jp: 'リクエストが正しくありません', th: 'คำขอไม่ถูกต้อง' },
  'common.notFound': { zh_CN: '接口不存在', zh_TW: '介面不存在', en_US: 'No such API', kr: '존재하지 않는 API입니다', jp: '存在しないAPIです', th: 'ไม่พบ API นี้' },
  'common.serverError': { zh_CN: '服务器异常，请稍后再试', zh_TW: '服务器异常，请稍后再试', en_US: 'Server error, please try again later', kr: '서버 오류입니다. 잠시 후 다시 시도하세요', jp: 'サーバーエラーです。しばらくしてから再試行してください', th: 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่ภายหลัง' },
  'common.tooManyRequests': { zh_CN: '操作过于频繁，请稍后再试', zh_TW: '操作過於頻繁，請稍後再試', en_US: 'Too many attempts, please try again later', kr: '요청이 너무 많습니다. 잠시 후 다시 시도하세요', jp: '操作が多すぎます。しばらくしてから再試行してください', th: 'ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง' },
  'common.samePage': { zh_CN: '已在当前页面！', zh_TW: '已在当前页面！', en_US: 'You are already on this page!', kr: '이미 현재 페이지입니다!', jp: 'すでにこのページにいます！', th: 'คุณอยู่ที่หน้านี้แล้ว!' },
  'common.copied': { zh_CN: '复制成功！', zh_TW: '复制成功！', en_US: 'Copied!', kr: '복사되었습니다!', jp: 'コピーしました！', th: 'คัดลอกสำเร็จ!' },
  'common.redirecting': { zh_CN: '正在跳转....', zh_TW: '正在跳转....', en_US: 'Redirecting....', kr: '이동 중....', jp: '移動中....', th: 'กำลังเปลี่ยนหน้า....' },
  'common.submittedForReview': { zh_CN: '提交成功，等待后台审核', zh_TW: '提交成功，等待后台审核', en_US: 'Submitted, awaiting review', kr: '제출되었습니다. 검토를 기다려 주세요', jp: '送信しました。審査をお待ちください', th: 'ส่งสำเร็จ รอการตรวจสอบ' },
  'site.repair': { zh_CN: '网站维护中，请稍后访问', zh_TW: '網站維護中，請稍後訪問', en_US: 'The site is under maintenance, please come back later', kr: '사이트 점검 중입니다. 잠시 후 방문해 주세요', jp: 'サイトはメンテナンス中です。しばらくしてからアクセスしてください', th: 'เว็บไซต์อยู่ระหว่างปรับปรุง กรุณากลับมาใหม่ภายหลัง' },

  // ---- session ----
  'auth.unauthorized': { zh_CN: '登录已失效，请重新登录', zh_TW: '登入已失效，請重新登入', en_US: 'Your session has expired, please log in again', kr: '로그인이 만료되었습니다. 다시 로그인하세요', jp: 'ログインの有効期限が切れました。再度ログインしてください', th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่' },
  'auth.forbidden': { zh_CN: '没有权限执行此操作', zh_TW: '沒有權限執行此操作', en_US: 'You are not allowed to do this', kr: '이 작업을 수행할 권한이 없습니다', jp: 'この操作を行う権限がありません', th: 'คุณไม่มีสิทธิ์ทำรายการนี้' },
  'auth.credentialsRequired': { zh_CN: '请输入您的账号和密码！', zh_TW: '请输入您的账号和密码！', en_US: 'Please enter your account and password!', kr: '계정과 비밀번호를 입력하세요!', jp: 'アカウントとパスワードを入力してください！', th: 'กรุณากรอกบัญชีและรหัสผ่าน!' },
  'auth.codeRequired': { zh_CN: '请输入验证码！', zh_TW: '请输入验证码！', en_US: 'Please enter the verification code!', kr: '인증 코드를 입력하세요!', jp: '認証コードを入力してください！', th: 'กรุณากรอกรหัสยืนยัน!' },
  'auth.codeWrong': { zh_CN: '验证码错误！', zh_TW: '验证码错误！', en_US: 'Wrong verification code!', kr: '인증 코드가 올바르지 않습니다!', jp: '認証コードが間違っています！', th: 'รหัสยืนยันไม่ถูกต้อง!' },
  'auth.loginFailed': { zh_CN: '账号或密码错误', zh_TW: '帳號或密碼錯誤', en_US: 'Wrong account or password', kr: '계정 또는 비밀번호가 올바르지 않습니다', jp: 'アカウントまたはパスワードが間違っています', th: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง' },
  'auth.loginOk': { zh_CN: '登录成功', zh_TW: '登入成功', en_US: 'Logged in', kr: '로그인되었습니다', jp: 'ログインしました', th: 'เข้าสู่ระบบสำเร็จ' },
  'auth.logoutOk': { zh_CN: '已退出登录', zh_TW: '已登出', en_US: 'Logged out', kr: '로그아웃되었습니다', jp: 'ログアウトしました', th: 'ออกจากระบบแล้ว' },
  'auth.logoutConfirm': { zh_CN: '您确定要退出登录吗?', zh_TW: '您确定要退出登录吗?', en_US: 'Are you sure you want to log out?', kr: '로그아웃하시겠습니까?', jp: 'ログアウトしてもよろしいですか?', th: 'คุณแน่ใจหรือไม่ว่าต้องการออกจากระบบ?' },

  // ---- games ----
  'game.categoryInvalid': { zh_CN: '游戏分类不正确', zh_TW: '遊戲分類不正確', en_US: 'Unknown game category', kr: '알 수 없는 게임 분류입니다', jp: 'ゲームのカテゴリが正しくありません', th: 'ไม่พบหมวดหมู่เกมนี้' },
  'game.codeRequired': { zh_CN: '请选择游戏平台', zh_TW: '請選擇遊戲平台', en_US: 'Please choose a game platform', kr: '게임 플랫폼을 선택하세요', jp: 'ゲームプラットフォームを選択してください', th: 'กรุณาเลือกแพลตฟอร์มเกม' },

  // ---- promotions ----
  'activity.idRequired': { zh_CN: '请选择活动', zh_TW: '請選擇活動', en_US: 'Please choose a promotion', kr: '프로모션을 선택하세요', jp: 'プロモーションを選択してください', th: 'กรุณาเลือกโปรโมชั่น' },
  'activity.notFound': { zh_CN: '活动不存在或已结束', zh_TW: '活動不存在或已結束', en_US: 'This promotion does not exist or has ended', kr: '존재하지 않거나 종료된 프로모션입니다', jp: 'このプロモーションは存在しないか終了しました', th: 'ไม่พบโปรโมชั่นนี้หรือสิ้นสุดแล้ว' },
  'activity.alreadyApplied': { zh_CN: '您已申请过该活动，请勿重复申请', zh_TW: '您已申請過該活動，請勿重複申請', en_US: 'You have already applied for this promotion', kr: '이미 신청한 프로모션입니다', jp: 'このプロモーションには既に申請済みです', th: 'คุณสมัครโปรโมชั่นนี้แล้ว' },
  'activity.applyNotFound': { zh_CN: '申请记录不存在', zh_TW: '申請記錄不存在', en_US: 'No such application', kr: '신청 기록이 없습니다', jp: '申請記録がありません', th: 'ไม่พบใบสมัคร' },
  'activity.alreadyReviewed': { zh_CN: '该申请已审核', zh_TW: '該申請已審核', en_US: 'This application has already been reviewed', kr: '이미 검토된 신청입니다', jp: 'この申請は審査済みです', th: 'ใบสมัครนี้ได้รับการตรวจสอบแล้ว' },

  // ---- register (spec §5, in its order) ----
  'register.agreement': { zh_CN: '请阅读并同意相关条款和隐私协议！', zh_TW: '请阅读并同意相关条款和隐私协议！', en_US: 'Please read and accept the terms and privacy policy!', kr: '이용약관과 개인정보 처리방침에 동의해 주세요!', jp: '利用規約とプライバシーポリシーに同意してください！', th: 'กรุณาอ่านและยอมรับข้อกำหนดและนโยบายความเป็นส่วนตัว!' },
  'register.nameFormat': { zh_CN: '用户名长度不得低于6位，以字母和数字组合！', zh_TW: '用户名长度不得低于6位，以字母和数字组合！', en_US: 'The username must be at least 6 characters, combining letters and digits!', kr: '아이디는 6자 이상, 영문과 숫자 조합이어야 합니다!', jp: 'ユーザー名は6文字以上で、英字と数字を組み合わせてください！', th: 'ชื่อผู้ใช้ต้องมีอย่างน้อย 6 ตัว ประกอบด้วยตัวอักษรและตัวเลข!' },
  'register.passwordFormat': { zh_CN: '密码长度最少8位！以字母和数字组合！', zh_TW: '密码长度最少8位！以字母和数字组合！', en_US: 'The password must be at least 8 characters, combining letters and digits!', kr: '비밀번호는 8자 이상, 영문과 숫자 조합이어야 합니다!', jp: 'パスワードは8文字以上で、英字と数字を組み合わせてください！', th: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัว ประกอบด้วยตัวอักษรและตัวเลข!' },
  'register.passwordMismatch': { zh_CN: '两次密码不一致！', zh_TW: '两次密码不一致！', en_US: 'The two passwords do not match!', kr: '두 비밀번호가 일치하지 않습니다!', jp: '2つのパスワードが一致しません！', th: 'รหัสผ่านทั้งสองไม่ตรงกัน!' },
  'register.realnameFormat': { zh_CN: '姓名格式不正确，可以是中，英文名称！', zh_TW: '姓名格式不正确，可以是中，英文名称！', en_US: 'Invalid name: use a Chinese or English name!', kr: '이름 형식이 올바르지 않습니다. 중국어 또는 영문 이름을 입력하세요!', jp: '氏名の形式が正しくありません。中国語または英語の名前を入力してください！', th: 'รูปแบบชื่อไม่ถูกต้อง ใช้ชื่อภาษาจีนหรือภาษาอังกฤษ!' },
  'register.contactRequired': { zh_CN: '请输入手机号或邮箱！', zh_TW: '请输入手机号或邮箱！', en_US: 'Please enter a mobile number or email!', kr: '휴대폰 번호 또는 이메일을 입력하세요!', jp: '携帯番号またはメールアドレスを入力してください！', th: 'กรุณากรอกเบอร์มือถือหรืออีเมล!' },
  'register.mobileFormat': { zh_CN: '请输入正确的手机号！', zh_TW: '请输入正确的手机号！', en_US: 'Please enter a valid mobile number!', kr: '올바른 휴대폰 번호를 입력하세요!', jp: '正しい携帯番号を入力してください！', th: 'กรุณากรอกเบอร์มือถือที่ถูกต้อง!' },
  'register.emailFormat': { zh_CN: '请输入正确的邮箱！', zh_TW: '请输入正确的邮箱！', en_US: 'Please enter a valid email!', kr: '올바른 이메일을 입력하세요!', jp: '正しいメールアドレスを入力してください！', th: 'กรุณากรอกอีเมลที่ถูกต้อง!' },
  'register.payPasswordLength': { zh_CN: '支付密码长度需是6位！', zh_TW: '支付密码长度需是6位！', en_US: 'The withdrawal password must be 6 characters!', kr: '출금 비밀번호는 6자리여야 합니다!', jp: '出金パスワードは6文字である必要があります！', th: 'รหัสถอนเงินต้องมี 6 ตัว!' },
  'register.nameTaken': { zh_CN: '该用户名已被注册', zh_TW: '該用戶名已被註冊', en_US: 'This username is already taken', kr: '이미 사용 중인 아이디입니다', jp: 'このユーザー名は既に登録されています', th: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว' },
  'register.contactTaken': { zh_CN: '该手机号或邮箱已被使用', zh_TW: '該手機號或郵箱已被使用', en_US: 'This mobile number or email is already in use', kr: '이미 사용 중인 휴대폰 번호 또는 이메일입니다', jp: 'この携帯番号またはメールアドレスは既に使用されています', th: 'เบอร์มือถือหรืออีเมลนี้ถูกใช้แล้ว' },
  'register.ok': { zh_CN: '注册成功', zh_TW: '註冊成功', en_US: 'Registered successfully', kr: '가입되었습니다', jp: '登録しました', th: 'ลงทะเบียนสำเร็จ' },

  // ---- forgot password and codes ----
  'forgot.contactFormat': { zh_CN: '请输入正确的手机号或邮箱！', zh_TW: '请输入正确的手机号或邮箱！', en_US: 'Please enter a valid mobile number or email!', kr: '올바른 휴대폰 번호 또는 이메일을 입력하세요!', jp: '正しい携帯番号またはメールアドレスを入力してください！', th: 'กรุณากรอกเบอร์มือถือหรืออีเมลที่ถูกต้อง!' },
  'code.sent': { zh_CN: '验证码已发送，请注意查收！', zh_TW: '验证码已发送，请注意查收！', en_US: 'The code has been sent, please check it!', kr: '인증 코드가 발송되었습니다. 확인해 주세요!', jp: '認証コードを送信しました。ご確認ください！', th: 'ส่งรหัสยืนยันแล้ว กรุณาตรวจสอบ!' },
  'code.required': { zh_CN: '请输入验证码', zh_TW: '请输入验证码', en_US: 'Please enter the verification code', kr: '인증 코드를 입력하세요', jp: '認証コードを入力してください', th: 'กรุณากรอกรหัสยืนยัน' },
  'code.invalid': { zh_CN: '验证码错误或已过期', zh_TW: '驗證碼錯誤或已過期', en_US: 'The code is wrong or has expired', kr: '인증 코드가 틀렸거나 만료되었습니다', jp: '認証コードが間違っているか、有効期限が切れています', th: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุ' },
  'code.tooFrequent': { zh_CN: '发送过于频繁，请稍后再试', zh_TW: '發送過於頻繁，請稍後再試', en_US: 'Codes are being sent too often, please wait', kr: '너무 자주 요청했습니다. 잠시 후 다시 시도하세요', jp: '送信回数が多すぎます。しばらくお待ちください', th: 'ส่งรหัสบ่อยเกินไป กรุณารอสักครู่' },
  'code.contactMismatch': { zh_CN: '手机号或邮箱与账号绑定的不一致', zh_TW: '手機號或郵箱與帳號綁定的不一致', en_US: 'This mobile number or email is not the one bound to your account', kr: '계정에 등록된 휴대폰 번호 또는 이메일과 다릅니다', jp: 'アカウントに登録された携帯番号またはメールアドレスと一致しません', th: 'เบอร์มือถือหรืออีเมลไม่ตรงกับที่ผูกไว้กับบัญชี' },

  // ---- password changes (spec §5) ----
  'password.changed': { zh_CN: '密码修改成功！', zh_TW: '密码修改成功！', en_US: 'Password changed!', kr: '비밀번호가 변경되었습니다!', jp: 'パスワードを変更しました！', th: 'เปลี่ยนรหัสผ่านสำเร็จ!' },
  'password.oldRequired': { zh_CN: '请输入原密码', zh_TW: '請輸入原密碼', en_US: 'Please enter the original password', kr: '기존 비밀번호를 입력하세요', jp: '元のパスワードを入力してください', th: 'กรุณากรอกรหัสผ่านเดิม' },
  'password.oldLength': { zh_CN: '请输入正确的原密码长度', zh_TW: '請輸入正確的原密碼長度', en_US: 'The original password is at least 6 characters', kr: '기존 비밀번호는 6자 이상입니다', jp: '元のパスワードは6文字以上です', th: 'รหัสผ่านเดิมต้องมีอย่างน้อย 6 ตัว' },
  'password.newRequired': { zh_CN: '请输入新密码', zh_TW: '请输入新密码', en_US: 'Please enter the new password', kr: '새 비밀번호를 입력하세요', jp: '新しいパスワードを入力してください', th: 'กรุณากรอกรหัสผ่านใหม่' },
  'password.newLength': { zh_CN: '请输入正确的新密码长度', zh_TW: '请输入正确的新密码长度', en_US: 'The new password must be at least 6 characters', kr: '새 비밀번호는 6자 이상이어야 합니다', jp: '新しいパスワードは6文字以上にしてください', th: 'รหัสผ่านใหม่ต้องมีอย่างน้อย 6 ตัว' },
  'password.confirmRequired': { zh_CN: '请输入确认密码', zh_TW: '请输入确认密码', en_US: 'Please confirm the password', kr: '비밀번호 확인을 입력하세요', jp: '確認用パスワードを入力してください', th: 'กรุณายืนยันรหัสผ่าน' },
  'password.sameAsOld': { zh_CN: '新旧密码不能一致！', zh_TW: '新旧密码不能一致！', en_US: 'The new password must differ from the old one!', kr: '새 비밀번호는 기존 비밀번호와 달라야 합니다!', jp: '新しいパスワードは古いパスワードと同じにできません！', th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม!' },
  'password.oldWrong': { zh_CN: '原密码错误', zh_TW: '原密碼錯誤', en_US: 'The original password is wrong', kr: '기존 비밀번호가 올바르지 않습니다', jp: '元のパスワードが間違っています', th: 'รหัสผ่านเดิมไม่ถูกต้อง' },

  // ---- profile (spec §5) ----
  'profile.mobileFormat': { zh_CN: '请输入正确手机号', zh_TW: '请输入正确手机号', en_US: 'Please enter a valid mobile number', kr: '올바른 휴대폰 번호를 입력하세요', jp: '正しい携帯番号を入力してください', th: 'กรุณากรอกเบอร์มือถือที่ถูกต้อง' },
  'profile.emailFormat': { zh_CN: '请输入正确邮箱号', zh_TW: '请输入正确邮箱号', en_US: 'Please enter a valid email address', kr: '올바른 이메일 주소를 입력하세요', jp: '正しいメールアドレスを入力してください', th: 'กรุณากรอกอีเมลที่ถูกต้อง' },
  'profile.birthdayFormat': { zh_CN: '请输入正确的日期格式：YYYY-MM-DD', zh_TW: '请输入正确的日期格式：YYYY-MM-DD', en_US: 'Please enter a valid date: YYYY-MM-DD', kr: '올바른 날짜 형식을 입력하세요: YYYY-MM-DD', jp: '正しい日付形式で入力してください：YYYY-MM-DD', th: 'กรุณากรอกวันที่ให้ถูกต้อง: YYYY-MM-DD' },

  // ---- avatar upload ----
  'upload.required': { zh_CN: '请选择要上传的图片', zh_TW: '請選擇要上傳的圖片', en_US: 'Please choose an image to upload', kr: '업로드할 이미지를 선택하세요', jp: 'アップロードする画像を選択してください', th: 'กรุณาเลือกรูปภาพที่จะอัปโหลด' },
  'upload.badType': { zh_CN: '头像只能是gif或png格式的图片', zh_TW: '頭像只能是gif或png格式的圖片', en_US: 'The avatar must be a GIF or PNG image', kr: '프로필 이미지는 GIF 또는 PNG만 가능합니다', jp: 'アバターはGIFまたはPNG画像のみです', th: 'รูปโปรไฟล์ต้องเป็นไฟล์ GIF หรือ PNG เท่านั้น' },
  'upload.tooLarge': { zh_CN: '图片不能超过2MB', zh_TW: '圖片不能超過2MB', en_US: 'The image must not exceed 2 MB', kr: '이미지는 2MB를 넘을 수 없습니다', jp: '画像は2MB以下にしてください', th: 'รูปภาพต้องไม่เกิน 2 MB' },

  // ---- later features, used by the client already ----
  'transfer.amountRequired': { zh_CN: '请输入操作金额！', zh_TW: '请输入操作金额！', en_US: 'Please enter the amount!', kr: '금액을 입력하세요!', jp: '金額を入力してください！', th: 'กรุณากรอกจำนวนเงิน!' },
  'rebate.nothing': { zh_CN: '暂无领取额度！', zh_TW: '暂无领取额度！', en_US: 'Nothing to collect yet!', kr: '수령 가능한 금액이 없습니다!', jp: '受け取れる金額がありません！', th: 'ยังไม่มียอดให้รับ!' },
  'withdraw.min': { zh_CN: '单笔取款不能低于100元', zh_TW: '单笔取款不能低于100元', en_US: 'A single withdrawal cannot be less than 100', kr: '1회 출금액은 100 이상이어야 합니다', jp: '1回の出金額は100以上である必要があります', th: 'ถอนเงินขั้นต่ำครั้งละ 100' },
  'redpacket.closed': { zh_CN: '红包已关闭', zh_TW: '红包已关闭', en_US: 'Red packets are closed', kr: '홍바오 이벤트가 종료되었습니다', jp: 'お年玉は終了しました', th: 'อั่งเปาปิดแล้ว' },
  'redpacket.noDraws': { zh_CN: '您的剩余次数不足！', zh_TW: '您的剩余次数不足！', en_US: 'You have no draws left!', kr: '남은 횟수가 부족합니다!', jp: '残り回数が足りません！', th: 'จำนวนสิทธิ์คงเหลือไม่พอ!' },

  // ---- wallet, transfers, games, records, back office ----
  'transfer.amountWhole': { zh_CN: '金额必须为正整数', zh_TW: '金額必須為正整數', en_US: "The amount must be a whole number above 0", kr: '금액은 0보다 큰 정수여야 합니다', jp: '金額は1以上の整数で入力してください', th: 'จำนวนเงินต้องเป็นจำนวนเต็มมากกว่า 0' },
  'transfer.amountTooLarge': { zh_CN: '单笔金额超出上限', zh_TW: '單筆金額超出上限', en_US: "The amount is over the limit for one operation", kr: '1회 한도를 초과한 금액입니다', jp: '1回の上限を超える金額です', th: 'จำนวนเงินเกินวงเงินต่อครั้ง' },
  'transfer.walletRequired': { zh_CN: '请选择钱包', zh_TW: '請選擇錢包', en_US: "Please choose a wallet", kr: '지갑을 선택하세요', jp: 'ウォレットを選択してください', th: 'กรุณาเลือกกระเป๋าเงิน' },
  'transfer.platformUnknown': { zh_CN: '游戏平台不存在或已关闭', zh_TW: '遊戲平台不存在或已關閉', en_US: "This game platform does not exist or is closed", kr: '존재하지 않거나 닫힌 게임 플랫폼입니다', jp: 'このゲームプラットフォームは存在しないか停止中です', th: 'ไม่พบแพลตฟอร์มเกมนี้หรือปิดให้บริการ' },
  'transfer.sameWallet': { zh_CN: '转出和转入钱包不能相同', zh_TW: '轉出和轉入錢包不能相同', en_US: "The source and target wallets must differ", kr: '출금 지갑과 입금 지갑은 달라야 합니다', jp: '送金元と送金先のウォレットは異なる必要があります', th: 'กระเป๋าต้นทางและปลายทางต้องไม่ซ้ำกัน' },
  'transfer.viaCenter': { zh_CN: '游戏钱包之间请通过中心钱包转账', zh_TW: '遊戲錢包之間請通過中心錢包轉帳', en_US: "Transfer between game wallets through the central wallet", kr: '게임 지갑 간 이체는 중앙 지갑을 통해 진행하세요', jp: 'ゲームウォレット間の移動はメインウォレットを経由してください', th: 'โอนระหว่างกระเป๋าเกมผ่านกระเป๋าหลักเท่านั้น' },
  'transfer.statusInvalid': { zh_CN: '转账模式只能是0或1', zh_TW: '轉帳模式只能是0或1', en_US: "The transfer mode must be 0 or 1", kr: '이체 모드는 0 또는 1이어야 합니다', jp: '振替モードは0または1です', th: 'โหมดการโอนต้องเป็น 0 หรือ 1' },
  'transfer.insufficient': { zh_CN: '余额不足', zh_TW: '餘額不足', en_US: "Insufficient balance", kr: '잔액이 부족합니다', jp: '残高が不足しています', th: 'ยอดเงินไม่เพียงพอ' },
  'transfer.autoMode': { zh_CN: '您已开启免转钱包，无需手动转账', zh_TW: '您已開啟免轉錢包，無需手動轉帳', en_US: "Automatic transfer is on: no manual transfer is needed", kr: '자동 이체가 켜져 있어 수동 이체가 필요 없습니다', jp: '自動振替がオンのため手動振替は不要です', th: 'เปิดโอนอัตโนมัติอยู่ ไม่ต้องโอนเอง' },
  'transfer.failed': { zh_CN: '转账失败，资金未变动', zh_TW: '轉帳失敗，資金未變動', en_US: "The transfer failed; no money was moved", kr: '이체에 실패했습니다. 금액은 변동되지 않았습니다', jp: '振替に失敗しました。残高は変わっていません', th: 'การโอนล้มเหลว ยอดเงินไม่เปลี่ยนแปลง' },
  'transfer.pending': { zh_CN: '转账处理中，请稍后刷新余额', zh_TW: '轉帳處理中，請稍後刷新餘額', en_US: "The transfer is being processed; refresh your balance shortly", kr: '이체 처리 중입니다. 잠시 후 잔액을 새로고침하세요', jp: '振替を処理中です。しばらくしてから残高を更新してください', th: 'กำลังดำเนินการโอน กรุณารีเฟรชยอดเงินภายหลัง' },
  'transfer.busy': { zh_CN: '上一笔转账正在处理中，请稍后再试', zh_TW: '上一筆轉帳正在處理中，請稍後再試', en_US: "Your previous transfer is still being processed, please try again shortly", kr: '이전 이체가 처리 중입니다. 잠시 후 다시 시도하세요', jp: '前回の振替を処理中です。しばらくしてから再試行してください', th: 'รายการโอนก่อนหน้ากำลังดำเนินการ กรุณาลองใหม่ภายหลัง' },
  'transfer.nothingToRecall': { zh_CN: '游戏钱包暂无余额可回收', zh_TW: '遊戲錢包暫無餘額可回收', en_US: "There is nothing to recall from the game wallets", kr: '회수할 게임 지갑 잔액이 없습니다', jp: '回収できるゲームウォレット残高はありません', th: 'ไม่มียอดเงินในกระเป๋าเกมให้เรียกคืน' },
  'transfer.recalled': { zh_CN: '一键回收成功', zh_TW: '一鍵回收成功', en_US: "All game balances were recalled", kr: '모든 게임 잔액을 회수했습니다', jp: 'すべてのゲーム残高を回収しました', th: 'เรียกคืนยอดเงินทั้งหมดสำเร็จ' },
  'transfer.recallPartial': { zh_CN: '部分平台回收失败，请稍后再试', zh_TW: '部分平台回收失敗，請稍後再試', en_US: "Some platforms could not be recalled, please try again later", kr: '일부 플랫폼 회수에 실패했습니다. 잠시 후 다시 시도하세요', jp: '一部のプラットフォームを回収できませんでした。後で再試行してください', th: 'เรียกคืนบางแพลตฟอร์มไม่สำเร็จ กรุณาลองใหม่ภายหลัง' },
  'game.builtin.slot': { zh_CN: '老虎机', zh_TW: '老虎機', en_US: 'Slot machine', kr: '슬롯머신', jp: 'スロットマシン', th: 'สล็อตแมชชีน' },
  'game.builtin.dice': { zh_CN: '骰宝', zh_TW: '骰寶', en_US: 'Sic Bo', kr: '식보', jp: '大小（シックボー）', th: 'ไฮโล' },
  'game.builtin.baccarat': { zh_CN: '百家乐', zh_TW: '百家樂', en_US: 'Baccarat', kr: '바카라', jp: 'バカラ', th: 'บาคาร่า' },
  'game.launchFailed': { zh_CN: '游戏启动失败，请稍后再试', zh_TW: '遊戲啟動失敗，請稍後再試', en_US: "The game could not be started, please try again later", kr: '게임을 시작할 수 없습니다. 잠시 후 다시 시도하세요', jp: 'ゲームを起動できませんでした。しばらくしてから再試行してください', th: 'ไม่สามารถเปิดเกมได้ กรุณาลองใหม่ภายหลัง' },
  'game.maintenance': { zh_CN: '该游戏平台维护中', zh_TW: '該遊戲平台維護中', en_US: "This game platform is under maintenance", kr: '이 게임 플랫폼은 점검 중입니다', jp: 'このゲームプラットフォームはメンテナンス中です', th: 'แพลตฟอร์มเกมนี้อยู่ระหว่างปรับปรุง' },
  'records.dateInvalid': { zh_CN: '时间筛选不正确', zh_TW: '時間篩選不正確', en_US: "Unknown date filter", kr: '알 수 없는 기간 필터입니다', jp: '期間の指定が正しくありません', th: 'ตัวกรองวันที่ไม่ถูกต้อง' },
  'records.typeInvalid': { zh_CN: '交易类型不正确', zh_TW: '交易類型不正確', en_US: "Unknown transaction type", kr: '알 수 없는 거래 유형입니다', jp: '取引種別が正しくありません', th: 'ประเภทรายการไม่ถูกต้อง' },
  'idempotency.keyInvalid': { zh_CN: '请求编号格式不正确', zh_TW: '請求編號格式不正確', en_US: "The Idempotency-Key header is malformed", kr: 'Idempotency-Key 헤더 형식이 올바르지 않습니다', jp: 'Idempotency-Key ヘッダーの形式が正しくありません', th: 'รูปแบบ Idempotency-Key ไม่ถูกต้อง' },
  'idempotency.keyRequired': { zh_CN: '请提供 Idempotency-Key 请求头', zh_TW: '請提供 Idempotency-Key 請求頭', en_US: 'The Idempotency-Key header is required', kr: 'Idempotency-Key 헤더가 필요합니다', jp: 'Idempotency-Key ヘッダーが必要です', th: 'ต้องระบุ Idempotency-Key' },
  'idempotency.reused': { zh_CN: '该请求编号已用于其他操作', zh_TW: '該請求編號已用於其他操作', en_US: "This Idempotency-Key was already used for a different request", kr: '이 Idempotency-Key는 다른 요청에 이미 사용되었습니다', jp: 'この Idempotency-Key は別のリクエストで使用済みです', th: 'Idempotency-Key นี้ถูกใช้กับคำขออื่นแล้ว' },
  'idempotency.inProgress': { zh_CN: '相同请求正在处理中，请稍后', zh_TW: '相同請求正在處理中，請稍後', en_US: "The same request is still being processed, please wait", kr: '같은 요청을 처리 중입니다. 잠시 기다려 주세요', jp: '同じリクエストを処理中です。しばらくお待ちください', th: 'คำขอเดียวกันกำลังดำเนินการ กรุณารอสักครู่' },
  'admin.amountInvalid': { zh_CN: '金额格式不正确（最多两位小数，不能为0）', zh_TW: '金額格式不正確（最多兩位小數，不能為0）', en_US: "Invalid amount (at most 2 decimals, not 0)", kr: '금액 형식이 올바르지 않습니다(소수 2자리까지, 0 불가)', jp: '金額の形式が正しくありません（小数2桁まで、0は不可）', th: 'จำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง และไม่เป็น 0)' },
  'admin.memoRequired': { zh_CN: '请填写备注', zh_TW: '請填寫備註', en_US: "Please give a memo", kr: '메모를 입력하세요', jp: 'メモを入力してください', th: 'กรุณากรอกหมายเหตุ' },
  'admin.userNotFound': { zh_CN: '会员不存在', zh_TW: '會員不存在', en_US: "No such member", kr: '존재하지 않는 회원입니다', jp: '会員が存在しません', th: 'ไม่พบสมาชิกนี้' },
  'agent.unavailable': { zh_CN: '代理后台暂未开放，请联系客服', zh_TW: '代理後台暫未開放，請聯繫客服', en_US: 'The agent back office is not available yet, please contact support', kr: '에이전트 관리 페이지가 아직 열리지 않았습니다. 고객센터에 문의하세요', jp: '代理店管理画面はまだ利用できません。サポートにお問い合わせください', th: 'ระบบหลังบ้านตัวแทนยังไม่เปิดให้บริการ กรุณาติดต่อฝ่ายบริการลูกค้า' },
  'agent.notAgent': { zh_CN: '您还不是代理，请先申请成为代理', zh_TW: '您還不是代理，請先申請成為代理', en_US: "You are not an agent yet: please apply first", kr: '아직 에이전트가 아닙니다. 먼저 신청하세요', jp: 'まだ代理店ではありません。先に申請してください', th: 'คุณยังไม่ได้เป็นตัวแทน กรุณาสมัครก่อน' },

  ...cashierMessages,
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, value);
}

/** Values for a message's `{name}` placeholders (e.g. the turnover still needed). */
export type MessageParams = Record<string, string | number>;

/** The text of a message key in a locale (en_US when a locale lacks it), placeholders filled from `params`. */
export function translate(key: MessageKey, locale: Locale, params?: MessageParams): string {
  const texts: Texts = messages[key];
  const text = texts[locale] || texts[FALLBACK_LOCALE];
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
}
