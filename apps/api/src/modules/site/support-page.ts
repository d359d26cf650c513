// The customer-service page the seeded service URL points at: how to reach support, in plain HTML.
export function supportPage(title: string): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · 客服中心 Customer Service</title>
<style>body{margin:0;font-family:system-ui,"Noto Sans CJK SC",sans-serif;background:#0d1630;color:#e9e4d4}
main{max-width:640px;margin:0 auto;padding:40px 20px}h1{color:#e8c66a;font-size:26px}
.card{background:#16224a;border:1px solid #2b3b73;border-radius:12px;padding:18px 20px;margin:14px 0}
.card b{color:#e8c66a;display:block;margin-bottom:6px}a{color:#8fc1ff}small{color:#9aa4c7}</style></head>
<body><main><h1>${esc(title)} 客服中心</h1><p>7×24 小时在线为您服务 · 24/7 Customer Service</p>
<div class="card"><b>在线客服 Live chat</b>全年无休，7×24 小时在线。<br><small>Open around the clock, every day of the year.</small></div>
<div class="card"><b>邮箱 Email</b><a href="mailto:support@portal.local">support@portal.local</a><br><small>我们会在 30 分钟内回复 · Reply within 30 minutes.</small></div>
<div class="card"><b>提款说明 Withdrawals</b>提款一般 3-15 分钟到账，超过 30 分钟未到账请联系客服。<br><small>Withdrawals usually take 3–15 minutes; contact us after 30.</small></div>
<div class="card"><b>安全提示 Security</b>客服不会向您索取密码或验证码。<br><small>We never ask for your password or codes.</small></div>
<p><a href="/#/">← 返回首页 Back to the portal</a></p></main></body></html>`;
}
